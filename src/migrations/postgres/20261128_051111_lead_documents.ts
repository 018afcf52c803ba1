import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'download';
  CREATE TABLE "lead_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer NOT NULL,
  	"request_key" varchar,
  	"request_label" varchar,
  	"original_name" varchar NOT NULL,
  	"sha256" varchar NOT NULL,
  	"uploaded_at" timestamp(3) with time zone NOT NULL,
  	"removed" boolean DEFAULT false,
  	"prefix" varchar DEFAULT 'documents',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric
  );
  
  ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT 'media';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_documents_id" integer;
  ALTER TABLE "lead_documents" ADD CONSTRAINT "lead_documents_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "lead_documents_lead_idx" ON "lead_documents" USING btree ("lead_id");
  CREATE INDEX "lead_documents_request_key_idx" ON "lead_documents" USING btree ("request_key");
  CREATE INDEX "lead_documents_uploaded_at_idx" ON "lead_documents" USING btree ("uploaded_at");
  CREATE INDEX "lead_documents_removed_idx" ON "lead_documents" USING btree ("removed");
  CREATE INDEX "lead_documents_updated_at_idx" ON "lead_documents" USING btree ("updated_at");
  CREATE INDEX "lead_documents_created_at_idx" ON "lead_documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "lead_documents_filename_idx" ON "lead_documents" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_documents_fk" FOREIGN KEY ("lead_documents_id") REFERENCES "public"."lead_documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_lead_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_documents_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_documents" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lead_documents" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_documents_fk";
  
  ALTER TABLE "audit_events" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_events_action";
  CREATE TYPE "public"."enum_audit_events_action" AS ENUM('view', 'export', 'status', 'assignment', 'login', 'login.password', 'login.second-factor', 'login-failed', 'two-factor-burst', 'unlock', 'setup', 'read', 'delete', 'retention', 'forget', 'two-factor-reset');
  ALTER TABLE "audit_events" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_events_action" USING "action"::"public"."enum_audit_events_action";
  DROP INDEX "payload_locked_documents_rels_lead_documents_id_idx";
  ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_documents_id";`)
}
