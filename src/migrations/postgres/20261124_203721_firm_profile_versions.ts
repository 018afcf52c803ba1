import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
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
  
  CREATE TABLE "_firm_profile_v_version_offices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"address" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_firm_profile_v_version_offices_locales" (
  	"city" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_firm_profile_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_name" varchar NOT NULL,
  	"version_founder_name" varchar NOT NULL,
  	"version_founder_slug" varchar NOT NULL,
  	"version_phones_new_cases" varchar NOT NULL,
  	"version_phones_customer_service" varchar NOT NULL,
  	"version_phones_humanitarian" varchar NOT NULL,
  	"version_phones_truck_companies" varchar NOT NULL,
  	"version_phones_truck_recruitment" varchar NOT NULL,
  	"version_phones_truck_customer_service" varchar NOT NULL,
  	"version_email" varchar NOT NULL,
  	"version_social_facebook" varchar NOT NULL,
  	"version_social_instagram" varchar NOT NULL,
  	"version_social_tiktok" varchar NOT NULL,
  	"version_social_youtube" varchar NOT NULL,
  	"version_social_whatsapp" varchar NOT NULL,
  	"version_recruitment_site_url" varchar NOT NULL,
  	"version_eb3_url" varchar NOT NULL,
  	"version_review_url" varchar NOT NULL,
  	"version_google_rating" numeric,
  	"version_google_review_count" numeric,
  	"version_map_query" varchar NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "_firm_profile_v_version_attorneys" ADD CONSTRAINT "_firm_profile_v_version_attorneys_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_firm_profile_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_firm_profile_v_version_attorneys_locales" ADD CONSTRAINT "_firm_profile_v_version_attorneys_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_firm_profile_v_version_attorneys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_firm_profile_v_version_offices" ADD CONSTRAINT "_firm_profile_v_version_offices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_firm_profile_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_firm_profile_v_version_offices_locales" ADD CONSTRAINT "_firm_profile_v_version_offices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_firm_profile_v_version_offices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_firm_profile_v_version_attorneys_order_idx" ON "_firm_profile_v_version_attorneys" USING btree ("_order");
  CREATE INDEX "_firm_profile_v_version_attorneys_parent_id_idx" ON "_firm_profile_v_version_attorneys" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_firm_profile_v_version_attorneys_locales_locale_parent_id_u" ON "_firm_profile_v_version_attorneys_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_firm_profile_v_version_offices_order_idx" ON "_firm_profile_v_version_offices" USING btree ("_order");
  CREATE INDEX "_firm_profile_v_version_offices_parent_id_idx" ON "_firm_profile_v_version_offices" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_firm_profile_v_version_offices_locales_locale_parent_id_uni" ON "_firm_profile_v_version_offices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_firm_profile_v_created_at_idx" ON "_firm_profile_v" USING btree ("created_at");
  CREATE INDEX "_firm_profile_v_updated_at_idx" ON "_firm_profile_v" USING btree ("updated_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "_firm_profile_v_version_attorneys" CASCADE;
  DROP TABLE "_firm_profile_v_version_attorneys_locales" CASCADE;
  DROP TABLE "_firm_profile_v_version_offices" CASCADE;
  DROP TABLE "_firm_profile_v_version_offices_locales" CASCADE;
  DROP TABLE "_firm_profile_v" CASCADE;`)
}
