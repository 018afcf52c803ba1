import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_questionnaires_steps_questions_kind" AS ENUM('text', 'textarea', 'yesno', 'choice', 'multi', 'date', 'country', 'number', 'document');
  CREATE TYPE "public"."enum_questionnaires_matter" AS ENUM('immigration', 'vawa', 't-visa', 'u-visa', 'k1', 'parole', 'personal-injury', 'trucking');
  CREATE TYPE "public"."enum_questionnaire_answers_locale" AS ENUM('es', 'en');
  CREATE TABLE "questionnaires_steps_questions_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "questionnaires_steps_questions_options_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "questionnaires_steps_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"kind" "enum_questionnaires_steps_questions_kind" DEFAULT 'text' NOT NULL,
  	"required" boolean,
  	"sensitive" boolean
  );
  
  CREATE TABLE "questionnaires_steps_questions_locales" (
  	"label" varchar NOT NULL,
  	"help" varchar,
  	"sensitive_note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "questionnaires_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "questionnaires_steps_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "questionnaires" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"matter" "enum_questionnaires_matter" NOT NULL,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "questionnaires_locales" (
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "questionnaire_answers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer NOT NULL,
  	"questionnaire_id" integer NOT NULL,
  	"version" numeric DEFAULT 1 NOT NULL,
  	"answers" jsonb,
  	"current_step" numeric DEFAULT 0,
  	"locale" "enum_questionnaire_answers_locale",
  	"submitted_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "questionnaires_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "questionnaire_answers_id" integer;
  ALTER TABLE "questionnaires_steps_questions_options" ADD CONSTRAINT "questionnaires_steps_questions_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_steps_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_steps_questions_options_locales" ADD CONSTRAINT "questionnaires_steps_questions_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_steps_questions_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_steps_questions" ADD CONSTRAINT "questionnaires_steps_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_steps_questions_locales" ADD CONSTRAINT "questionnaires_steps_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_steps_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_steps" ADD CONSTRAINT "questionnaires_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_steps_locales" ADD CONSTRAINT "questionnaires_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaires_locales" ADD CONSTRAINT "questionnaires_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "questionnaires_steps_questions_options_order_idx" ON "questionnaires_steps_questions_options" USING btree ("_order");
  CREATE INDEX "questionnaires_steps_questions_options_parent_id_idx" ON "questionnaires_steps_questions_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "questionnaires_steps_questions_options_locales_locale_parent" ON "questionnaires_steps_questions_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "questionnaires_steps_questions_order_idx" ON "questionnaires_steps_questions" USING btree ("_order");
  CREATE INDEX "questionnaires_steps_questions_parent_id_idx" ON "questionnaires_steps_questions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "questionnaires_steps_questions_locales_locale_parent_id_uniq" ON "questionnaires_steps_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "questionnaires_steps_order_idx" ON "questionnaires_steps" USING btree ("_order");
  CREATE INDEX "questionnaires_steps_parent_id_idx" ON "questionnaires_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "questionnaires_steps_locales_locale_parent_id_unique" ON "questionnaires_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "questionnaires_matter_idx" ON "questionnaires" USING btree ("matter");
  CREATE INDEX "questionnaires_updated_at_idx" ON "questionnaires" USING btree ("updated_at");
  CREATE INDEX "questionnaires_created_at_idx" ON "questionnaires" USING btree ("created_at");
  CREATE UNIQUE INDEX "questionnaires_locales_locale_parent_id_unique" ON "questionnaires_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "questionnaire_answers_lead_idx" ON "questionnaire_answers" USING btree ("lead_id");
  CREATE INDEX "questionnaire_answers_questionnaire_idx" ON "questionnaire_answers" USING btree ("questionnaire_id");
  CREATE INDEX "questionnaire_answers_submitted_at_idx" ON "questionnaire_answers" USING btree ("submitted_at");
  CREATE INDEX "questionnaire_answers_updated_at_idx" ON "questionnaire_answers" USING btree ("updated_at");
  CREATE INDEX "questionnaire_answers_created_at_idx" ON "questionnaire_answers" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_questionnaires_fk" FOREIGN KEY ("questionnaires_id") REFERENCES "public"."questionnaires"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_questionnaire_answers_fk" FOREIGN KEY ("questionnaire_answers_id") REFERENCES "public"."questionnaire_answers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_questionnaires_id_idx" ON "payload_locked_documents_rels" USING btree ("questionnaires_id");
  CREATE INDEX "payload_locked_documents_rels_questionnaire_answers_id_idx" ON "payload_locked_documents_rels" USING btree ("questionnaire_answers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "questionnaires_steps_questions_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "questionnaires_steps_questions_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "questionnaires_steps_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "questionnaires_steps_questions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "questionnaires_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "questionnaires_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "questionnaires" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "questionnaires_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "questionnaire_answers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "questionnaires_steps_questions_options" CASCADE;
  DROP TABLE "questionnaires_steps_questions_options_locales" CASCADE;
  DROP TABLE "questionnaires_steps_questions" CASCADE;
  DROP TABLE "questionnaires_steps_questions_locales" CASCADE;
  DROP TABLE "questionnaires_steps" CASCADE;
  DROP TABLE "questionnaires_steps_locales" CASCADE;
  DROP TABLE "questionnaires" CASCADE;
  DROP TABLE "questionnaires_locales" CASCADE;
  DROP TABLE "questionnaire_answers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_questionnaires_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_questionnaire_answers_fk";
  
  DROP INDEX "payload_locked_documents_rels_questionnaires_id_idx";
  DROP INDEX "payload_locked_documents_rels_questionnaire_answers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "questionnaires_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "questionnaire_answers_id";
  DROP TYPE "public"."enum_questionnaires_steps_questions_kind";
  DROP TYPE "public"."enum_questionnaires_matter";
  DROP TYPE "public"."enum_questionnaire_answers_locale";`)
}
