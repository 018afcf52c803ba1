import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_lead_texts_direction" AS ENUM('out', 'in');
  CREATE TYPE "public"."enum_lead_texts_channel" AS ENUM('sms', 'whatsapp', 'email');
  CREATE TYPE "public"."enum_lead_texts_kind" AS ENUM('auto-reply', 'opt-out', 'opt-in', 'help', 'inbound');
  CREATE TYPE "public"."enum_sms_opt_outs_action" AS ENUM('opt-out', 'opt-in');
  CREATE TYPE "public"."enum_sms_opt_outs_via" AS ENUM('keyword', 'web-form');
  CREATE TABLE "lead_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer,
  	"direction" "enum_lead_texts_direction" NOT NULL,
  	"channel" "enum_lead_texts_channel" DEFAULT 'sms' NOT NULL,
  	"phone" varchar,
  	"body" varchar NOT NULL,
  	"kind" "enum_lead_texts_kind" NOT NULL,
  	"provider_id" varchar,
  	"status" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sms_opt_outs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar NOT NULL,
  	"action" "enum_sms_opt_outs_action" NOT NULL,
  	"via" "enum_sms_opt_outs_via" NOT NULL,
  	"keyword" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "auto_replies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"es_sms_open" varchar DEFAULT 'Hola {firstName}, gracias por escribir a {firmName}. Recibimos su consulta y le llamaremos en los próximos minutos. También puede llamarnos al {phone}. Responda STOP para no recibir más mensajes.' NOT NULL,
  	"es_sms_closed" varchar DEFAULT 'Hola {firstName}, gracias por escribir a {firmName}. Recibimos su consulta fuera de nuestro horario de atención: le llamaremos {nextOpening}. También puede llamarnos al {phone}. Responda STOP para no recibir más mensajes.' NOT NULL,
  	"es_email_subject" varchar DEFAULT 'Recibimos su consulta – {firmName}' NOT NULL,
  	"es_email_open" varchar DEFAULT 'Hola {firstName}:
  
  Gracias por escribir a {firmName}. Recibimos su consulta y un miembro de nuestro equipo le llamará en los próximos minutos.
  
  Si prefiere, puede llamarnos al {phone}.
  
  Atentamente,
  {firmName}' NOT NULL,
  	"es_email_closed" varchar DEFAULT 'Hola {firstName}:
  
  Gracias por escribir a {firmName}. Recibimos su consulta fuera de nuestro horario de atención: le llamaremos {nextOpening}.
  
  Si prefiere, puede llamarnos al {phone}.
  
  Atentamente,
  {firmName}' NOT NULL,
  	"es_help" varchar DEFAULT '{firmName}: para ayuda llame al {phone}. Pueden aplicar tarifas de mensajes y datos. Responda STOP para no recibir más mensajes.' NOT NULL,
  	"es_opt_out" varchar DEFAULT '{firmName}: no recibirá más mensajes de texto nuestros. Responda START para suscribirse de nuevo.' NOT NULL,
  	"es_opt_in" varchar DEFAULT '{firmName}: volverá a recibir nuestros mensajes de texto sobre su caso. Responda HELP para ayuda o STOP para cancelar.' NOT NULL,
  	"en_sms_open" varchar DEFAULT 'Hi {firstName}, thank you for contacting {firmName}. We received your request and will call you in the next few minutes. You can also call us at {phone}. Reply STOP to opt out.' NOT NULL,
  	"en_sms_closed" varchar DEFAULT 'Hi {firstName}, thank you for contacting {firmName}. We received your request outside our office hours: we will call you {nextOpening}. You can also call us at {phone}. Reply STOP to opt out.' NOT NULL,
  	"en_email_subject" varchar DEFAULT 'We received your request – {firmName}' NOT NULL,
  	"en_email_open" varchar DEFAULT 'Hi {firstName},
  
  Thank you for contacting {firmName}. We received your request and a member of our team will call you in the next few minutes.
  
  You can also call us at {phone}.
  
  Sincerely,
  {firmName}' NOT NULL,
  	"en_email_closed" varchar DEFAULT 'Hi {firstName},
  
  Thank you for contacting {firmName}. We received your request outside our office hours: we will call you {nextOpening}.
  
  You can also call us at {phone}.
  
  Sincerely,
  {firmName}' NOT NULL,
  	"en_help" varchar DEFAULT '{firmName}: for help call {phone}. Message and data rates may apply. Reply STOP to opt out.' NOT NULL,
  	"en_opt_out" varchar DEFAULT '{firmName}: you will receive no more text messages from us. Reply START to subscribe again.' NOT NULL,
  	"en_opt_in" varchar DEFAULT '{firmName}: you will receive our text messages about your case again. Reply HELP for help or STOP to opt out.' NOT NULL,
  	"whatsapp_enabled" boolean DEFAULT false,
  	"whatsapp_template_open" varchar DEFAULT 'lead_auto_reply',
  	"whatsapp_template_closed" varchar DEFAULT 'lead_auto_reply_after_hours',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_texts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sms_opt_outs_id" integer;
  ALTER TABLE "lead_texts" ADD CONSTRAINT "lead_texts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "lead_texts_lead_idx" ON "lead_texts" USING btree ("lead_id");
  CREATE INDEX "lead_texts_phone_idx" ON "lead_texts" USING btree ("phone");
  CREATE INDEX "lead_texts_provider_id_idx" ON "lead_texts" USING btree ("provider_id");
  CREATE INDEX "lead_texts_updated_at_idx" ON "lead_texts" USING btree ("updated_at");
  CREATE INDEX "lead_texts_created_at_idx" ON "lead_texts" USING btree ("created_at");
  CREATE INDEX "sms_opt_outs_phone_idx" ON "sms_opt_outs" USING btree ("phone");
  CREATE INDEX "sms_opt_outs_updated_at_idx" ON "sms_opt_outs" USING btree ("updated_at");
  CREATE INDEX "sms_opt_outs_created_at_idx" ON "sms_opt_outs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_texts_fk" FOREIGN KEY ("lead_texts_id") REFERENCES "public"."lead_texts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sms_opt_outs_fk" FOREIGN KEY ("sms_opt_outs_id") REFERENCES "public"."sms_opt_outs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_lead_texts_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_texts_id");
  CREATE INDEX "payload_locked_documents_rels_sms_opt_outs_id_idx" ON "payload_locked_documents_rels" USING btree ("sms_opt_outs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sms_opt_outs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "auto_replies" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lead_texts" CASCADE;
  DROP TABLE "sms_opt_outs" CASCADE;
  DROP TABLE "auto_replies" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_texts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sms_opt_outs_fk";
  
  DROP INDEX "payload_locked_documents_rels_lead_texts_id_idx";
  DROP INDEX "payload_locked_documents_rels_sms_opt_outs_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_texts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sms_opt_outs_id";
  DROP TYPE "public"."enum_lead_texts_direction";
  DROP TYPE "public"."enum_lead_texts_channel";
  DROP TYPE "public"."enum_lead_texts_kind";
  DROP TYPE "public"."enum_sms_opt_outs_action";
  DROP TYPE "public"."enum_sms_opt_outs_via";`)
}
