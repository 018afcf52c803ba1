import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_lead_texts_kind" ADD VALUE 'agent-reply' BEFORE 'booking';
  ALTER TABLE "leads" ADD COLUMN "client_text_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "client_text_seen_at" timestamp(3) with time zone;
  ALTER TABLE "lead_texts" ADD COLUMN "sent_by_id" integer;
  ALTER TABLE "lead_texts" ADD CONSTRAINT "lead_texts_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "leads_client_text_at_idx" ON "leads" USING btree ("client_text_at");
  CREATE INDEX "lead_texts_sent_by_idx" ON "lead_texts" USING btree ("sent_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_texts" DROP CONSTRAINT "lead_texts_sent_by_id_users_id_fk";
  
  ALTER TABLE "lead_texts" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_texts_kind";
  CREATE TYPE "public"."enum_lead_texts_kind" AS ENUM('auto-reply', 'opt-out', 'opt-in', 'help', 'revocation-check', 'inbound', 'booking');
  ALTER TABLE "lead_texts" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_lead_texts_kind" USING "kind"::"public"."enum_lead_texts_kind";
  DROP INDEX "leads_client_text_at_idx";
  DROP INDEX "lead_texts_sent_by_idx";
  ALTER TABLE "leads" DROP COLUMN "client_text_at";
  ALTER TABLE "leads" DROP COLUMN "client_text_seen_at";
  ALTER TABLE "lead_texts" DROP COLUMN "sent_by_id";`)
}
