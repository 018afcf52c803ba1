import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payments_kind" AS ENUM('earned', 'advance');
  CREATE TYPE "public"."enum_payments_status" AS ENUM('pending', 'paid', 'expired', 'refunded');
  ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'payment';
  CREATE TABLE "payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer NOT NULL,
  	"engagement" varchar,
  	"kind" "enum_payments_kind" NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"currency" varchar DEFAULT 'usd' NOT NULL,
  	"description" varchar,
  	"status" "enum_payments_status" DEFAULT 'pending' NOT NULL,
  	"checkout_session" varchar NOT NULL,
  	"payment_intent" varchar,
  	"receipt_url" varchar,
  	"paid_at" timestamp(3) with time zone,
  	"processed_events" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payments_id" integer;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payments_lead_idx" ON "payments" USING btree ("lead_id");
  CREATE INDEX "payments_engagement_idx" ON "payments" USING btree ("engagement");
  CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");
  CREATE UNIQUE INDEX "payments_checkout_session_idx" ON "payments" USING btree ("checkout_session");
  CREATE INDEX "payments_payment_intent_idx" ON "payments" USING btree ("payment_intent");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payments_fk" FOREIGN KEY ("payments_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("payments_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payments" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payments_fk";
  
  ALTER TABLE "audit_events" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_events_action";
  CREATE TYPE "public"."enum_audit_events_action" AS ENUM('view', 'export', 'status', 'assignment', 'login', 'login.password', 'login.second-factor', 'login-failed', 'two-factor-burst', 'unlock', 'setup', 'read', 'delete', 'retention', 'forget', 'two-factor-reset');
  ALTER TABLE "audit_events" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_events_action" USING "action"::"public"."enum_audit_events_action";
  DROP INDEX "payload_locked_documents_rels_payments_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payments_id";
  DROP TYPE "public"."enum_payments_kind";
  DROP TYPE "public"."enum_payments_status";`)
}
