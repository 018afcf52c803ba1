import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_lead_texts_kind" ADD VALUE 'revocation-check' BEFORE 'inbound';
  ALTER TYPE "public"."enum_sms_opt_outs_via" ADD VALUE 'reply' BEFORE 'web-form';
  ALTER TYPE "public"."enum_sms_opt_outs_via" ADD VALUE 'phone-call';
  ALTER TABLE "sms_opt_outs" ADD COLUMN "message" varchar;
  ALTER TABLE "sms_opt_outs" ADD COLUMN "recorded_by_id" integer;
  ALTER TABLE "sms_opt_outs" ADD CONSTRAINT "sms_opt_outs_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "sms_opt_outs_recorded_by_idx" ON "sms_opt_outs" USING btree ("recorded_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sms_opt_outs" DROP CONSTRAINT "sms_opt_outs_recorded_by_id_users_id_fk";
  
  ALTER TABLE "lead_texts" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_texts_kind";
  CREATE TYPE "public"."enum_lead_texts_kind" AS ENUM('auto-reply', 'opt-out', 'opt-in', 'help', 'inbound', 'booking');
  ALTER TABLE "lead_texts" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_lead_texts_kind" USING "kind"::"public"."enum_lead_texts_kind";
  ALTER TABLE "sms_opt_outs" ALTER COLUMN "via" SET DATA TYPE text;
  DROP TYPE "public"."enum_sms_opt_outs_via";
  CREATE TYPE "public"."enum_sms_opt_outs_via" AS ENUM('keyword', 'web-form');
  ALTER TABLE "sms_opt_outs" ALTER COLUMN "via" SET DATA TYPE "public"."enum_sms_opt_outs_via" USING "via"::"public"."enum_sms_opt_outs_via";
  DROP INDEX "sms_opt_outs_recorded_by_idx";
  ALTER TABLE "sms_opt_outs" DROP COLUMN "message";
  ALTER TABLE "sms_opt_outs" DROP COLUMN "recorded_by_id";`)
}
