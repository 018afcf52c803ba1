import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_audit_events_action" AS ENUM('view', 'export', 'status', 'assignment', 'login', 'login-failed', 'retention', 'forget');
  CREATE TABLE "audit_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"seq" numeric NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"action" "enum_audit_events_action" NOT NULL,
  	"user" varchar,
  	"user_id" numeric,
  	"lead" numeric,
  	"ip" varchar,
  	"details" jsonb,
  	"prev_hash" varchar NOT NULL,
  	"hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "retention_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"claimed_at" timestamp(3) with time zone NOT NULL,
  	"finished_at" timestamp(3) with time zone,
  	"spam_deleted" numeric,
  	"anonymized" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "retention_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"spam_days" numeric DEFAULT 30 NOT NULL,
  	"not_qualified_months" numeric DEFAULT 24 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE UNIQUE INDEX "audit_events_seq_idx" ON "audit_events" USING btree ("seq");
  CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");
  CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action");
  CREATE INDEX "audit_events_lead_idx" ON "audit_events" USING btree ("lead");
  CREATE UNIQUE INDEX "audit_events_prev_hash_idx" ON "audit_events" USING btree ("prev_hash");
  CREATE INDEX "audit_events_updated_at_idx" ON "audit_events" USING btree ("updated_at");
  CREATE INDEX "audit_events_created_at_idx" ON "audit_events" USING btree ("created_at");
  CREATE UNIQUE INDEX "retention_runs_key_idx" ON "retention_runs" USING btree ("key");
  CREATE INDEX "retention_runs_updated_at_idx" ON "retention_runs" USING btree ("updated_at");
  CREATE INDEX "retention_runs_created_at_idx" ON "retention_runs" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "audit_events" CASCADE;
  DROP TABLE "retention_runs" CASCADE;
  DROP TABLE "retention_settings" CASCADE;
  DROP TYPE "public"."enum_audit_events_action";`)
}
