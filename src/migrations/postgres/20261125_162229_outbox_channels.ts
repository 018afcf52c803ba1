import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_lead_deliveries_channel" ADD VALUE 'visitor-sms';
  ALTER TYPE "public"."enum_lead_deliveries_channel" ADD VALUE 'visitor-whatsapp';
  ALTER TYPE "public"."enum_lead_deliveries_channel" ADD VALUE 'visitor-email';
  ALTER TYPE "public"."enum_lead_deliveries_channel" ADD VALUE 'agent-alert';
  ALTER TYPE "public"."enum_lead_deliveries_channel" ADD VALUE 'escalation';
  ALTER TYPE "public"."enum_lead_deliveries_channel" ADD VALUE 'follow-up';
  ALTER TYPE "public"."enum_lead_deliveries_channel" ADD VALUE 'lead-event';
  ALTER TYPE "public"."enum_lead_deliveries_status" ADD VALUE 'skipped';
  ALTER TABLE "lead_deliveries" ADD COLUMN "target" varchar;
  ALTER TABLE "lead_deliveries" ADD COLUMN "data" jsonb;
  ALTER TABLE "lead_deliveries" ADD COLUMN "attempts_at_retry" numeric DEFAULT 0;
  ALTER TABLE "lead_deliveries" ADD COLUMN "result" varchar;
  CREATE INDEX "lead_deliveries_channel_idx" ON "lead_deliveries" USING btree ("channel");
  CREATE INDEX "lead_deliveries_target_idx" ON "lead_deliveries" USING btree ("target");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_deliveries" ALTER COLUMN "channel" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_deliveries_channel";
  CREATE TYPE "public"."enum_lead_deliveries_channel" AS ENUM('email', 'webhook');
  ALTER TABLE "lead_deliveries" ALTER COLUMN "channel" SET DATA TYPE "public"."enum_lead_deliveries_channel" USING "channel"::"public"."enum_lead_deliveries_channel";
  ALTER TABLE "lead_deliveries" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "lead_deliveries" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_lead_deliveries_status";
  CREATE TYPE "public"."enum_lead_deliveries_status" AS ENUM('pending', 'delivered', 'failed');
  ALTER TABLE "lead_deliveries" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_lead_deliveries_status";
  ALTER TABLE "lead_deliveries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_lead_deliveries_status" USING "status"::"public"."enum_lead_deliveries_status";
  DROP INDEX "lead_deliveries_channel_idx";
  DROP INDEX "lead_deliveries_target_idx";
  ALTER TABLE "lead_deliveries" DROP COLUMN "target";
  ALTER TABLE "lead_deliveries" DROP COLUMN "data";
  ALTER TABLE "lead_deliveries" DROP COLUMN "attempts_at_retry";
  ALTER TABLE "lead_deliveries" DROP COLUMN "result";`)
}
