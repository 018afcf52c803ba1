import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bookings_status" AS ENUM('booked', 'cancelled', 'done', 'no-show');
  CREATE TYPE "public"."enum_bookings_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_booking_settings_availability_days" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  ALTER TYPE "public"."enum_lead_deliveries_channel" ADD VALUE 'booking-confirmation';
  ALTER TYPE "public"."enum_lead_deliveries_channel" ADD VALUE 'booking-reminder';
  ALTER TYPE "public"."enum_lead_texts_kind" ADD VALUE 'booking';
  CREATE TABLE "bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer NOT NULL,
  	"agent_id" integer NOT NULL,
  	"start" timestamp(3) with time zone NOT NULL,
  	"end" timestamp(3) with time zone NOT NULL,
  	"status" "enum_bookings_status" DEFAULT 'booked' NOT NULL,
  	"time_zone" varchar NOT NULL,
  	"locale" "enum_bookings_locale" NOT NULL,
  	"slot_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "booking_settings_availability_days" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_booking_settings_availability_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "booking_settings_availability" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"agent_id" integer NOT NULL,
  	"from" varchar DEFAULT '09:00' NOT NULL,
  	"to" varchar DEFAULT '17:00' NOT NULL
  );
  
  CREATE TABLE "booking_settings_days_off" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"agent_id" integer NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "booking_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slot_minutes" numeric DEFAULT 30 NOT NULL,
  	"buffer_minutes" numeric DEFAULT 0 NOT NULL,
  	"notice_minutes" numeric DEFAULT 120 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "bookings_id" integer;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "booking_settings_availability_days" ADD CONSTRAINT "booking_settings_availability_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."booking_settings_availability"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "booking_settings_availability" ADD CONSTRAINT "booking_settings_availability_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "booking_settings_availability" ADD CONSTRAINT "booking_settings_availability_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."booking_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "booking_settings_days_off" ADD CONSTRAINT "booking_settings_days_off_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "booking_settings_days_off" ADD CONSTRAINT "booking_settings_days_off_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."booking_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "bookings_lead_idx" ON "bookings" USING btree ("lead_id");
  CREATE INDEX "bookings_agent_idx" ON "bookings" USING btree ("agent_id");
  CREATE INDEX "bookings_start_idx" ON "bookings" USING btree ("start");
  CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status");
  CREATE UNIQUE INDEX "bookings_slot_key_idx" ON "bookings" USING btree ("slot_key");
  CREATE INDEX "bookings_updated_at_idx" ON "bookings" USING btree ("updated_at");
  CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");
  CREATE INDEX "booking_settings_availability_days_order_idx" ON "booking_settings_availability_days" USING btree ("order");
  CREATE INDEX "booking_settings_availability_days_parent_idx" ON "booking_settings_availability_days" USING btree ("parent_id");
  CREATE INDEX "booking_settings_availability_order_idx" ON "booking_settings_availability" USING btree ("_order");
  CREATE INDEX "booking_settings_availability_parent_id_idx" ON "booking_settings_availability" USING btree ("_parent_id");
  CREATE INDEX "booking_settings_availability_agent_idx" ON "booking_settings_availability" USING btree ("agent_id");
  CREATE INDEX "booking_settings_days_off_order_idx" ON "booking_settings_days_off" USING btree ("_order");
  CREATE INDEX "booking_settings_days_off_parent_id_idx" ON "booking_settings_days_off" USING btree ("_parent_id");
  CREATE INDEX "booking_settings_days_off_agent_idx" ON "booking_settings_days_off" USING btree ("agent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bookings_fk" FOREIGN KEY ("bookings_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("bookings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_settings_availability_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_settings_availability" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_settings_days_off" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "booking_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "bookings" CASCADE;
  DROP TABLE "booking_settings_availability_days" CASCADE;
  DROP TABLE "booking_settings_availability" CASCADE;
  DROP TABLE "booking_settings_days_off" CASCADE;
  DROP TABLE "booking_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_bookings_fk";
  
  ALTER TABLE "lead_deliveries" ALTER COLUMN "channel" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_deliveries_channel";
  CREATE TYPE "public"."enum_lead_deliveries_channel" AS ENUM('email', 'webhook', 'visitor-sms', 'visitor-whatsapp', 'visitor-email', 'agent-alert', 'escalation', 'follow-up', 'lead-event');
  ALTER TABLE "lead_deliveries" ALTER COLUMN "channel" SET DATA TYPE "public"."enum_lead_deliveries_channel" USING "channel"::"public"."enum_lead_deliveries_channel";
  ALTER TABLE "lead_texts" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_lead_texts_kind";
  CREATE TYPE "public"."enum_lead_texts_kind" AS ENUM('auto-reply', 'opt-out', 'opt-in', 'help', 'inbound');
  ALTER TABLE "lead_texts" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_lead_texts_kind" USING "kind"::"public"."enum_lead_texts_kind";
  DROP INDEX "payload_locked_documents_rels_bookings_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "bookings_id";
  DROP TYPE "public"."enum_bookings_status";
  DROP TYPE "public"."enum_bookings_locale";
  DROP TYPE "public"."enum_booking_settings_availability_days";`)
}
