import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_intake_schedule_hours_day" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TYPE "public"."enum_intake_schedule_shifts_days" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TABLE "intake_schedule_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" "enum_intake_schedule_hours_day" NOT NULL,
  	"opens" varchar DEFAULT '09:00' NOT NULL,
  	"closes" varchar DEFAULT '18:00' NOT NULL
  );
  
  CREATE TABLE "intake_schedule_holidays" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"name" varchar
  );
  
  CREATE TABLE "intake_schedule_shifts_days" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_intake_schedule_shifts_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "intake_schedule_shifts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"agent_id" integer NOT NULL,
  	"from" varchar DEFAULT '09:00' NOT NULL,
  	"to" varchar DEFAULT '18:00' NOT NULL
  );
  
  CREATE TABLE "intake_schedule" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"time_zone" varchar DEFAULT 'America/New_York' NOT NULL,
  	"after_hours_agent_id" integer,
  	"escalation_minutes" numeric DEFAULT 5 NOT NULL,
  	"manager_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "intake_schedule_hours" ADD CONSTRAINT "intake_schedule_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."intake_schedule"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "intake_schedule_holidays" ADD CONSTRAINT "intake_schedule_holidays_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."intake_schedule"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "intake_schedule_shifts_days" ADD CONSTRAINT "intake_schedule_shifts_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."intake_schedule_shifts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "intake_schedule_shifts" ADD CONSTRAINT "intake_schedule_shifts_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "intake_schedule_shifts" ADD CONSTRAINT "intake_schedule_shifts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."intake_schedule"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "intake_schedule" ADD CONSTRAINT "intake_schedule_after_hours_agent_id_users_id_fk" FOREIGN KEY ("after_hours_agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "intake_schedule" ADD CONSTRAINT "intake_schedule_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "intake_schedule_hours_order_idx" ON "intake_schedule_hours" USING btree ("_order");
  CREATE INDEX "intake_schedule_hours_parent_id_idx" ON "intake_schedule_hours" USING btree ("_parent_id");
  CREATE INDEX "intake_schedule_holidays_order_idx" ON "intake_schedule_holidays" USING btree ("_order");
  CREATE INDEX "intake_schedule_holidays_parent_id_idx" ON "intake_schedule_holidays" USING btree ("_parent_id");
  CREATE INDEX "intake_schedule_shifts_days_order_idx" ON "intake_schedule_shifts_days" USING btree ("order");
  CREATE INDEX "intake_schedule_shifts_days_parent_idx" ON "intake_schedule_shifts_days" USING btree ("parent_id");
  CREATE INDEX "intake_schedule_shifts_order_idx" ON "intake_schedule_shifts" USING btree ("_order");
  CREATE INDEX "intake_schedule_shifts_parent_id_idx" ON "intake_schedule_shifts" USING btree ("_parent_id");
  CREATE INDEX "intake_schedule_shifts_agent_idx" ON "intake_schedule_shifts" USING btree ("agent_id");
  CREATE INDEX "intake_schedule_after_hours_agent_idx" ON "intake_schedule" USING btree ("after_hours_agent_id");
  CREATE INDEX "intake_schedule_manager_idx" ON "intake_schedule" USING btree ("manager_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "intake_schedule_hours" CASCADE;
  DROP TABLE "intake_schedule_holidays" CASCADE;
  DROP TABLE "intake_schedule_shifts_days" CASCADE;
  DROP TABLE "intake_schedule_shifts" CASCADE;
  DROP TABLE "intake_schedule" CASCADE;
  DROP TYPE "public"."enum_intake_schedule_hours_day";
  DROP TYPE "public"."enum_intake_schedule_shifts_days";`)
}
