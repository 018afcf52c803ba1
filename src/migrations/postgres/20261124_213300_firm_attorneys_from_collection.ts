import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "firm_profile_attorneys" CASCADE;
  DROP TABLE "firm_profile_attorneys_locales" CASCADE;
  DROP TABLE "_firm_profile_v_version_attorneys" CASCADE;
  DROP TABLE "_firm_profile_v_version_attorneys_locales" CASCADE;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "firm_profile_attorneys" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL
  );
  
  CREATE TABLE "firm_profile_attorneys_locales" (
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_firm_profile_v_version_attorneys" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_firm_profile_v_version_attorneys_locales" (
  	"role" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "firm_profile_attorneys" ADD CONSTRAINT "firm_profile_attorneys_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."firm_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "firm_profile_attorneys_locales" ADD CONSTRAINT "firm_profile_attorneys_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."firm_profile_attorneys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_firm_profile_v_version_attorneys" ADD CONSTRAINT "_firm_profile_v_version_attorneys_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_firm_profile_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_firm_profile_v_version_attorneys_locales" ADD CONSTRAINT "_firm_profile_v_version_attorneys_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_firm_profile_v_version_attorneys"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "firm_profile_attorneys_order_idx" ON "firm_profile_attorneys" USING btree ("_order");
  CREATE INDEX "firm_profile_attorneys_parent_id_idx" ON "firm_profile_attorneys" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "firm_profile_attorneys_locales_locale_parent_id_unique" ON "firm_profile_attorneys_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_firm_profile_v_version_attorneys_order_idx" ON "_firm_profile_v_version_attorneys" USING btree ("_order");
  CREATE INDEX "_firm_profile_v_version_attorneys_parent_id_idx" ON "_firm_profile_v_version_attorneys" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_firm_profile_v_version_attorneys_locales_locale_parent_id_u" ON "_firm_profile_v_version_attorneys_locales" USING btree ("_locale","_parent_id");`)
}
