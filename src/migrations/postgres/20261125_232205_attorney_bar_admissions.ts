import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "attorneys_bar_admissions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" numeric NOT NULL
  );
  
  CREATE TABLE "attorneys_bar_admissions_locales" (
  	"jurisdiction" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  ALTER TABLE "attorneys_bar_admissions" ADD CONSTRAINT "attorneys_bar_admissions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."attorneys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "attorneys_bar_admissions_locales" ADD CONSTRAINT "attorneys_bar_admissions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."attorneys_bar_admissions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "attorneys_bar_admissions_order_idx" ON "attorneys_bar_admissions" USING btree ("_order");
  CREATE INDEX "attorneys_bar_admissions_parent_id_idx" ON "attorneys_bar_admissions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "attorneys_bar_admissions_locales_locale_parent_id_unique" ON "attorneys_bar_admissions_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "attorneys_bar_admissions" CASCADE;
  DROP TABLE "attorneys_bar_admissions_locales" CASCADE;`)
}
