import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_engagement_templates_language" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_engagements_status" AS ENUM('draft', 'sent', 'signed', 'countersigned', 'void');
  CREATE TYPE "public"."enum_engagements_locale" AS ENUM('es', 'en');
  ALTER TYPE "public"."enum_lead_deliveries_channel" ADD VALUE 'engagement-link';
  ALTER TYPE "public"."enum_lead_deliveries_channel" ADD VALUE 'engagement-reminder';
  ALTER TYPE "public"."enum_lead_texts_kind" ADD VALUE 'engagement';
  CREATE TABLE "engagement_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"matter_type" varchar NOT NULL,
  	"language" "enum_engagement_templates_language" DEFAULT 'es' NOT NULL,
  	"title" varchar NOT NULL,
  	"body" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "engagements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer NOT NULL,
  	"template_id" integer NOT NULL,
  	"fee_cents" numeric DEFAULT 0 NOT NULL,
  	"payment_plan" varchar,
  	"attorney_id" integer,
  	"status" "enum_engagements_status" DEFAULT 'draft' NOT NULL,
  	"locale" "enum_engagements_locale",
  	"letter" jsonb,
  	"letter_sha256" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"evidence_signer_name" varchar,
  	"evidence_contact" varchar,
  	"evidence_ip" varchar,
  	"evidence_user_agent" varchar,
  	"evidence_opened_at" timestamp(3) with time zone,
  	"evidence_consented_at" timestamp(3) with time zone,
  	"evidence_signed_at" timestamp(3) with time zone,
  	"countersigned_at" timestamp(3) with time zone,
  	"countersigned_by_id" integer,
  	"voided_at" timestamp(3) with time zone,
  	"pdf_data" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "engagement_templates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "engagements_id" integer;
  ALTER TABLE "engagements" ADD CONSTRAINT "engagements_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "engagements" ADD CONSTRAINT "engagements_template_id_engagement_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."engagement_templates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "engagements" ADD CONSTRAINT "engagements_attorney_id_attorneys_id_fk" FOREIGN KEY ("attorney_id") REFERENCES "public"."attorneys"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "engagements" ADD CONSTRAINT "engagements_countersigned_by_id_users_id_fk" FOREIGN KEY ("countersigned_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "engagement_templates_matter_type_idx" ON "engagement_templates" USING btree ("matter_type");
  CREATE INDEX "engagement_templates_updated_at_idx" ON "engagement_templates" USING btree ("updated_at");
  CREATE INDEX "engagement_templates_created_at_idx" ON "engagement_templates" USING btree ("created_at");
  CREATE INDEX "engagements_lead_idx" ON "engagements" USING btree ("lead_id");
  CREATE INDEX "engagements_template_idx" ON "engagements" USING btree ("template_id");
  CREATE INDEX "engagements_attorney_idx" ON "engagements" USING btree ("attorney_id");
  CREATE INDEX "engagements_status_idx" ON "engagements" USING btree ("status");
  CREATE INDEX "engagements_countersigned_by_idx" ON "engagements" USING btree ("countersigned_by_id");
  CREATE INDEX "engagements_updated_at_idx" ON "engagements" USING btree ("updated_at");
  CREATE INDEX "engagements_created_at_idx" ON "engagements" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_engagement_templates_fk" FOREIGN KEY ("engagement_templates_id") REFERENCES "public"."engagement_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_engagements_fk" FOREIGN KEY ("engagements_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_engagement_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("engagement_templates_id");
  CREATE INDEX "payload_locked_documents_rels_engagements_id_idx" ON "payload_locked_documents_rels" USING btree ("engagements_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "engagement_templates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "engagements" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "engagement_templates" CASCADE;
  DROP TABLE "engagements" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_engagement_templates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_engagements_fk";
  
  ALTER TABLE "lead_deliveries" ALTER COLUMN "channel" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_deliveries_channel";
  CREATE TYPE "public"."enum_lead_deliveries_channel" AS ENUM('email', 'webhook', 'visitor-sms', 'visitor-whatsapp', 'visitor-email', 'agent-alert', 'escalation', 'follow-up', 'lead-event', 'booking-confirmation', 'booking-reminder');
  ALTER TABLE "lead_deliveries" ALTER COLUMN "channel" SET DATA TYPE "public"."enum_lead_deliveries_channel" USING "channel"::"public"."enum_lead_deliveries_channel";
  ALTER TABLE "lead_texts" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_texts_kind";
  CREATE TYPE "public"."enum_lead_texts_kind" AS ENUM('auto-reply', 'opt-out', 'opt-in', 'help', 'revocation-check', 'inbound', 'agent-reply', 'booking');
  ALTER TABLE "lead_texts" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_lead_texts_kind" USING "kind"::"public"."enum_lead_texts_kind";
  DROP INDEX "payload_locked_documents_rels_engagement_templates_id_idx";
  DROP INDEX "payload_locked_documents_rels_engagements_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "engagement_templates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "engagements_id";
  DROP TYPE "public"."enum_engagement_templates_language";
  DROP TYPE "public"."enum_engagements_status";
  DROP TYPE "public"."enum_engagements_locale";`)
}
