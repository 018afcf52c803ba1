import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_leads_history_action" AS ENUM('status', 'assignment', 'note');
  CREATE TYPE "public"."enum_leads_status" AS ENUM('new', 'contacted', 'qualified', 'retained', 'not-qualified', 'spam');
  CREATE TABLE "leads_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone,
  	"by" varchar,
  	"action" "enum_leads_history_action",
  	"detail" varchar
  );
  
  CREATE TABLE "social_team_agents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "social_team" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "leads" ADD COLUMN "status" "enum_leads_status" DEFAULT 'new' NOT NULL;
  ALTER TABLE "leads" ADD COLUMN "assigned_to_id" integer;
  ALTER TABLE "leads" ADD COLUMN "first_contact_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "duplicate_of_id" integer;
  ALTER TABLE "leads" ADD COLUMN "phone_digits" varchar;
  ALTER TABLE "leads" ADD COLUMN "queue" numeric;
  ALTER TABLE "leads" ADD COLUMN "logged_by_id" integer;
  ALTER TABLE "leads_history" ADD CONSTRAINT "leads_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "social_team_agents" ADD CONSTRAINT "social_team_agents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."social_team"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "leads_history_order_idx" ON "leads_history" USING btree ("_order");
  CREATE INDEX "leads_history_parent_id_idx" ON "leads_history" USING btree ("_parent_id");
  CREATE INDEX "social_team_agents_order_idx" ON "social_team_agents" USING btree ("_order");
  CREATE INDEX "social_team_agents_parent_id_idx" ON "social_team_agents" USING btree ("_parent_id");
  ALTER TABLE "leads" ADD CONSTRAINT "leads_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_duplicate_of_id_leads_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_logged_by_id_users_id_fk" FOREIGN KEY ("logged_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");
  CREATE INDEX "leads_assigned_to_idx" ON "leads" USING btree ("assigned_to_id");
  CREATE INDEX "leads_first_contact_at_idx" ON "leads" USING btree ("first_contact_at");
  CREATE INDEX "leads_duplicate_of_idx" ON "leads" USING btree ("duplicate_of_id");
  CREATE INDEX "leads_phone_digits_idx" ON "leads" USING btree ("phone_digits");
  CREATE INDEX "leads_queue_idx" ON "leads" USING btree ("queue");
  CREATE INDEX "leads_logged_by_idx" ON "leads" USING btree ("logged_by_id");
  CREATE INDEX "leads_locale_idx" ON "leads" USING btree ("locale");
  CREATE INDEX "leads_source_idx" ON "leads" USING btree ("source");`)
  // Leads stored before the pipeline: in the inbox as new, with their phone digits (stored
  // phones are digits already) so later leads are flagged as their duplicates.
  await db.execute(sql`
  UPDATE "leads" SET "queue" = 0 WHERE "queue" IS NULL;
  UPDATE "leads" SET "phone_digits" = CASE WHEN length("phone") = 11 AND substr("phone", 1, 1) = '1' THEN substr("phone", 2) ELSE "phone" END WHERE "phone_digits" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "social_team_agents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "social_team" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "leads_history" CASCADE;
  DROP TABLE "social_team_agents" CASCADE;
  DROP TABLE "social_team" CASCADE;
  ALTER TABLE "leads" DROP CONSTRAINT "leads_assigned_to_id_users_id_fk";
  
  ALTER TABLE "leads" DROP CONSTRAINT "leads_duplicate_of_id_leads_id_fk";
  
  ALTER TABLE "leads" DROP CONSTRAINT "leads_logged_by_id_users_id_fk";
  
  DROP INDEX "leads_status_idx";
  DROP INDEX "leads_assigned_to_idx";
  DROP INDEX "leads_first_contact_at_idx";
  DROP INDEX "leads_duplicate_of_idx";
  DROP INDEX "leads_phone_digits_idx";
  DROP INDEX "leads_queue_idx";
  DROP INDEX "leads_logged_by_idx";
  DROP INDEX "leads_locale_idx";
  DROP INDEX "leads_source_idx";
  ALTER TABLE "leads" DROP COLUMN "status";
  ALTER TABLE "leads" DROP COLUMN "assigned_to_id";
  ALTER TABLE "leads" DROP COLUMN "first_contact_at";
  ALTER TABLE "leads" DROP COLUMN "duplicate_of_id";
  ALTER TABLE "leads" DROP COLUMN "phone_digits";
  ALTER TABLE "leads" DROP COLUMN "queue";
  ALTER TABLE "leads" DROP COLUMN "logged_by_id";
  DROP TYPE "public"."enum_leads_history_action";
  DROP TYPE "public"."enum_leads_status";`)
}
