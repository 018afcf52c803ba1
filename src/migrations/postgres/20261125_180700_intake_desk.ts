import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_next_action" AS ENUM('call-back', 'send-documents', 'waiting-client', 'other');
  CREATE TYPE "public"."enum_leads_matter_type" AS ENUM('family-immigration', 'humanitarian', 'k1', 'parole', 'removal-defense', 'personal-injury', 'trucking', 'other');
  ALTER TYPE "public"."enum_leads_history_action" ADD VALUE 'follow-up';
  ALTER TYPE "public"."enum_leads_history_action" ADD VALUE 'call';
  ALTER TYPE "public"."enum_leads_history_action" ADD VALUE 'retained';
  ALTER TYPE "public"."enum_leads_history_action" ADD VALUE 'merge';
  ALTER TYPE "public"."enum_leads_status" ADD VALUE 'merged';
  ALTER TABLE "leads" ADD COLUMN "next_action" "enum_leads_next_action";
  ALTER TABLE "leads" ADD COLUMN "next_action_due" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "contact_attempts" numeric DEFAULT 0;
  ALTER TABLE "leads" ADD COLUMN "follow_up_due" boolean DEFAULT false;
  ALTER TABLE "leads" ADD COLUMN "matter_type" "enum_leads_matter_type";
  ALTER TABLE "leads" ADD COLUMN "responsible_attorney_id" integer;
  ALTER TABLE "leads" ADD COLUMN "merged_into_id" integer;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_responsible_attorney_id_attorneys_id_fk" FOREIGN KEY ("responsible_attorney_id") REFERENCES "public"."attorneys"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_merged_into_id_leads_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "leads_next_action_idx" ON "leads" USING btree ("next_action");
  CREATE INDEX "leads_next_action_due_idx" ON "leads" USING btree ("next_action_due");
  CREATE INDEX "leads_follow_up_due_idx" ON "leads" USING btree ("follow_up_due");
  CREATE INDEX "leads_responsible_attorney_idx" ON "leads" USING btree ("responsible_attorney_id");
  CREATE INDEX "leads_merged_into_idx" ON "leads" USING btree ("merged_into_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DROP CONSTRAINT "leads_responsible_attorney_id_attorneys_id_fk";
  
  ALTER TABLE "leads" DROP CONSTRAINT "leads_merged_into_id_leads_id_fk";
  
  ALTER TABLE "leads_history" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_leads_history_action";
  CREATE TYPE "public"."enum_leads_history_action" AS ENUM('status', 'assignment', 'note');
  ALTER TABLE "leads_history" ALTER COLUMN "action" SET DATA TYPE "public"."enum_leads_history_action" USING "action"::"public"."enum_leads_history_action";
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_leads_status";
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'qualified', 'retained', 'not-qualified', 'spam');
  ALTER TABLE "leads" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_leads_status";
  ALTER TABLE "leads" ALTER COLUMN "status" SET DATA TYPE "public"."enum_leads_status" USING "status"::"public"."enum_leads_status";
  DROP INDEX "leads_next_action_idx";
  DROP INDEX "leads_next_action_due_idx";
  DROP INDEX "leads_follow_up_due_idx";
  DROP INDEX "leads_responsible_attorney_idx";
  DROP INDEX "leads_merged_into_idx";
  ALTER TABLE "leads" DROP COLUMN "next_action";
  ALTER TABLE "leads" DROP COLUMN "next_action_due";
  ALTER TABLE "leads" DROP COLUMN "contact_attempts";
  ALTER TABLE "leads" DROP COLUMN "follow_up_due";
  ALTER TABLE "leads" DROP COLUMN "matter_type";
  ALTER TABLE "leads" DROP COLUMN "responsible_attorney_id";
  ALTER TABLE "leads" DROP COLUMN "merged_into_id";
  DROP TYPE "public"."enum_leads_next_action";
  DROP TYPE "public"."enum_leads_matter_type";`)
}
