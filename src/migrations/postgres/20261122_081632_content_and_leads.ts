import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_blog_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blog_posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blog_posts_v_published_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_leads_kind" AS ENUM('general', 'situation', 'parole', 'referral', 'socialmedia', 'tramcase');
  CREATE TYPE "public"."enum_leads_locale" AS ENUM('es', 'en');
  CREATE TYPE "public"."enum_leads_delivery_status" AS ENUM('pending', 'delivered', 'failing', 'failed', 'not-configured', 'spam');
  CREATE TYPE "public"."enum_lead_deliveries_channel" AS ENUM('email', 'webhook');
  CREATE TYPE "public"."enum_lead_deliveries_status" AS ENUM('pending', 'delivered', 'failed');
  CREATE TABLE "blog_posts_anchors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_es" varchar,
  	"title_en" varchar,
  	"anchor" varchar
  );
  
  CREATE TABLE "blog_posts_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"alt_es" varchar,
  	"alt_en" varchar
  );
  
  CREATE TABLE "blog_posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"created_date" timestamp(3) with time zone,
  	"featured" boolean DEFAULT false,
  	"author_name" varchar,
  	"author_attorney_slug" varchar,
  	"main_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_blog_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "blog_posts_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"main_image_alt" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "blog_posts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"blog_categories_id" integer
  );
  
  CREATE TABLE "_blog_posts_v_version_anchors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title_es" varchar,
  	"title_en" varchar,
  	"anchor" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_blog_posts_v_version_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"alt_es" varchar,
  	"alt_en" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_blog_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_created_date" timestamp(3) with time zone,
  	"version_featured" boolean DEFAULT false,
  	"version_author_name" varchar,
  	"version_author_attorney_slug" varchar,
  	"version_main_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__blog_posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__blog_posts_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_blog_posts_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_main_image_alt" varchar,
  	"version_body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_blog_posts_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"blog_categories_id" integer
  );
  
  CREATE TABLE "travel_testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"video_url" varchar NOT NULL,
  	"poster_id" integer NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "travel_testimonials_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "giveaway_testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"alt_es" varchar NOT NULL,
  	"alt_en" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "google_reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"image_id" integer,
  	"time" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "google_reviews_locales" (
  	"relative_date" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "leads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"nombre" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar,
  	"mensaje" varchar,
  	"seccion" varchar,
  	"kind" "enum_leads_kind" DEFAULT 'general' NOT NULL,
  	"situacion" varchar,
  	"situacion_key" varchar,
  	"casado" varchar,
  	"estancia" varchar,
  	"checkbox" boolean,
  	"consent_text" varchar,
  	"locale" "enum_leads_locale" NOT NULL,
  	"page_path" varchar,
  	"source" varchar,
  	"fecha_hora" varchar,
  	"received_at" timestamp(3) with time zone NOT NULL,
  	"ip" varchar,
  	"user_agent" varchar,
  	"spam" boolean DEFAULT false,
  	"referrer_nombre" varchar,
  	"referrer_telefono" varchar,
  	"social_agente" varchar,
  	"social_source" varchar,
  	"social_status" varchar,
  	"social_tipo" varchar,
  	"social_link" varchar,
  	"social_hora" numeric,
  	"social_pc_referido" numeric,
  	"social_pc_videollamada" numeric,
  	"social_direcionada" numeric,
  	"delivery_status" "enum_leads_delivery_status" DEFAULT 'pending',
  	"staff_notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lead_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"lead_id" integer NOT NULL,
  	"channel" "enum_lead_deliveries_channel" NOT NULL,
  	"status" "enum_lead_deliveries_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"locked_until" timestamp(3) with time zone,
  	"last_error" varchar,
  	"delivered_at" timestamp(3) with time zone,
  	"idempotency_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "call_clicks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_path" varchar,
  	"source" varchar,
  	"clicked_at" timestamp(3) with time zone NOT NULL,
  	"ip" varchar,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "content_blocks_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"list" varchar,
  	"href" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "content_blocks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"image_id" integer,
  	"video_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "content_blocks_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "attorneys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"founder" boolean DEFAULT false,
  	"order" numeric DEFAULT 0,
  	"photo_id" integer,
  	"banner_id" integer,
  	"email" varchar,
  	"phone" varchar,
  	"social_facebook" varchar,
  	"social_instagram" varchar,
  	"social_linkedin" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "attorneys_locales" (
  	"role" varchar NOT NULL,
  	"profile" varchar NOT NULL,
  	"languages" varchar,
  	"practice_areas" varchar,
  	"associations" varchar,
  	"biography" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "attorney_testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_name" varchar NOT NULL,
  	"photo_id" integer NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "attorney_testimonials_locales" (
  	"body" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "live_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL,
  	"recorded_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "live_sessions_locales" (
  	"name" varchar NOT NULL,
  	"image_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "blog_posts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "travel_testimonials_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "giveaway_testimonials_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "google_reviews_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_deliveries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "call_clicks_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "content_blocks_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "attorneys_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "attorney_testimonials_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "live_sessions_id" integer;
  ALTER TABLE "blog_posts_anchors" ADD CONSTRAINT "blog_posts_anchors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_gallery" ADD CONSTRAINT "blog_posts_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts_gallery" ADD CONSTRAINT "blog_posts_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_main_image_id_media_id_fk" FOREIGN KEY ("main_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts_locales" ADD CONSTRAINT "blog_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_rels" ADD CONSTRAINT "blog_posts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts_rels" ADD CONSTRAINT "blog_posts_rels_blog_categories_fk" FOREIGN KEY ("blog_categories_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_version_anchors" ADD CONSTRAINT "_blog_posts_v_version_anchors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_version_gallery" ADD CONSTRAINT "_blog_posts_v_version_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_version_gallery" ADD CONSTRAINT "_blog_posts_v_version_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_parent_id_blog_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_version_main_image_id_media_id_fk" FOREIGN KEY ("version_main_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_locales" ADD CONSTRAINT "_blog_posts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_rels" ADD CONSTRAINT "_blog_posts_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_rels" ADD CONSTRAINT "_blog_posts_v_rels_blog_categories_fk" FOREIGN KEY ("blog_categories_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "travel_testimonials" ADD CONSTRAINT "travel_testimonials_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "travel_testimonials_locales" ADD CONSTRAINT "travel_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."travel_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "giveaway_testimonials" ADD CONSTRAINT "giveaway_testimonials_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "google_reviews" ADD CONSTRAINT "google_reviews_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "google_reviews_locales" ADD CONSTRAINT "google_reviews_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."google_reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "lead_deliveries" ADD CONSTRAINT "lead_deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "content_blocks_items" ADD CONSTRAINT "content_blocks_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "content_blocks_items" ADD CONSTRAINT "content_blocks_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."content_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content_blocks" ADD CONSTRAINT "content_blocks_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "content_blocks_locales" ADD CONSTRAINT "content_blocks_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."content_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "attorneys" ADD CONSTRAINT "attorneys_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attorneys" ADD CONSTRAINT "attorneys_banner_id_media_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attorneys_locales" ADD CONSTRAINT "attorneys_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."attorneys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "attorney_testimonials" ADD CONSTRAINT "attorney_testimonials_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attorney_testimonials_locales" ADD CONSTRAINT "attorney_testimonials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."attorney_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "live_sessions_locales" ADD CONSTRAINT "live_sessions_locales_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "live_sessions_locales" ADD CONSTRAINT "live_sessions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "blog_posts_anchors_order_idx" ON "blog_posts_anchors" USING btree ("_order");
  CREATE INDEX "blog_posts_anchors_parent_id_idx" ON "blog_posts_anchors" USING btree ("_parent_id");
  CREATE INDEX "blog_posts_gallery_order_idx" ON "blog_posts_gallery" USING btree ("_order");
  CREATE INDEX "blog_posts_gallery_parent_id_idx" ON "blog_posts_gallery" USING btree ("_parent_id");
  CREATE INDEX "blog_posts_gallery_image_idx" ON "blog_posts_gallery" USING btree ("image_id");
  CREATE INDEX "blog_posts_main_image_idx" ON "blog_posts" USING btree ("main_image_id");
  CREATE INDEX "blog_posts_updated_at_idx" ON "blog_posts" USING btree ("updated_at");
  CREATE INDEX "blog_posts_created_at_idx" ON "blog_posts" USING btree ("created_at");
  CREATE INDEX "blog_posts__status_idx" ON "blog_posts" USING btree ("_status");
  CREATE INDEX "blog_posts_slug_idx" ON "blog_posts_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "blog_posts_locales_locale_parent_id_unique" ON "blog_posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "blog_posts_rels_order_idx" ON "blog_posts_rels" USING btree ("order");
  CREATE INDEX "blog_posts_rels_parent_idx" ON "blog_posts_rels" USING btree ("parent_id");
  CREATE INDEX "blog_posts_rels_path_idx" ON "blog_posts_rels" USING btree ("path");
  CREATE INDEX "blog_posts_rels_blog_categories_id_idx" ON "blog_posts_rels" USING btree ("blog_categories_id");
  CREATE INDEX "_blog_posts_v_version_anchors_order_idx" ON "_blog_posts_v_version_anchors" USING btree ("_order");
  CREATE INDEX "_blog_posts_v_version_anchors_parent_id_idx" ON "_blog_posts_v_version_anchors" USING btree ("_parent_id");
  CREATE INDEX "_blog_posts_v_version_gallery_order_idx" ON "_blog_posts_v_version_gallery" USING btree ("_order");
  CREATE INDEX "_blog_posts_v_version_gallery_parent_id_idx" ON "_blog_posts_v_version_gallery" USING btree ("_parent_id");
  CREATE INDEX "_blog_posts_v_version_gallery_image_idx" ON "_blog_posts_v_version_gallery" USING btree ("image_id");
  CREATE INDEX "_blog_posts_v_parent_idx" ON "_blog_posts_v" USING btree ("parent_id");
  CREATE INDEX "_blog_posts_v_version_version_main_image_idx" ON "_blog_posts_v" USING btree ("version_main_image_id");
  CREATE INDEX "_blog_posts_v_version_version_updated_at_idx" ON "_blog_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_blog_posts_v_version_version_created_at_idx" ON "_blog_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_blog_posts_v_version_version__status_idx" ON "_blog_posts_v" USING btree ("version__status");
  CREATE INDEX "_blog_posts_v_created_at_idx" ON "_blog_posts_v" USING btree ("created_at");
  CREATE INDEX "_blog_posts_v_updated_at_idx" ON "_blog_posts_v" USING btree ("updated_at");
  CREATE INDEX "_blog_posts_v_snapshot_idx" ON "_blog_posts_v" USING btree ("snapshot");
  CREATE INDEX "_blog_posts_v_published_locale_idx" ON "_blog_posts_v" USING btree ("published_locale");
  CREATE INDEX "_blog_posts_v_latest_idx" ON "_blog_posts_v" USING btree ("latest");
  CREATE INDEX "_blog_posts_v_version_version_slug_idx" ON "_blog_posts_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_blog_posts_v_locales_locale_parent_id_unique" ON "_blog_posts_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_blog_posts_v_rels_order_idx" ON "_blog_posts_v_rels" USING btree ("order");
  CREATE INDEX "_blog_posts_v_rels_parent_idx" ON "_blog_posts_v_rels" USING btree ("parent_id");
  CREATE INDEX "_blog_posts_v_rels_path_idx" ON "_blog_posts_v_rels" USING btree ("path");
  CREATE INDEX "_blog_posts_v_rels_blog_categories_id_idx" ON "_blog_posts_v_rels" USING btree ("blog_categories_id");
  CREATE INDEX "travel_testimonials_poster_idx" ON "travel_testimonials" USING btree ("poster_id");
  CREATE INDEX "travel_testimonials_updated_at_idx" ON "travel_testimonials" USING btree ("updated_at");
  CREATE INDEX "travel_testimonials_created_at_idx" ON "travel_testimonials" USING btree ("created_at");
  CREATE UNIQUE INDEX "travel_testimonials_locales_locale_parent_id_unique" ON "travel_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "giveaway_testimonials_image_idx" ON "giveaway_testimonials" USING btree ("image_id");
  CREATE INDEX "giveaway_testimonials_updated_at_idx" ON "giveaway_testimonials" USING btree ("updated_at");
  CREATE INDEX "giveaway_testimonials_created_at_idx" ON "giveaway_testimonials" USING btree ("created_at");
  CREATE INDEX "google_reviews_image_idx" ON "google_reviews" USING btree ("image_id");
  CREATE INDEX "google_reviews_updated_at_idx" ON "google_reviews" USING btree ("updated_at");
  CREATE INDEX "google_reviews_created_at_idx" ON "google_reviews" USING btree ("created_at");
  CREATE UNIQUE INDEX "google_reviews_locales_locale_parent_id_unique" ON "google_reviews_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "leads_phone_idx" ON "leads" USING btree ("phone");
  CREATE INDEX "leads_seccion_idx" ON "leads" USING btree ("seccion");
  CREATE INDEX "leads_kind_idx" ON "leads" USING btree ("kind");
  CREATE INDEX "leads_received_at_idx" ON "leads" USING btree ("received_at");
  CREATE INDEX "leads_spam_idx" ON "leads" USING btree ("spam");
  CREATE INDEX "leads_delivery_status_idx" ON "leads" USING btree ("delivery_status");
  CREATE INDEX "leads_updated_at_idx" ON "leads" USING btree ("updated_at");
  CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at");
  CREATE INDEX "lead_deliveries_lead_idx" ON "lead_deliveries" USING btree ("lead_id");
  CREATE INDEX "lead_deliveries_status_idx" ON "lead_deliveries" USING btree ("status");
  CREATE INDEX "lead_deliveries_next_attempt_at_idx" ON "lead_deliveries" USING btree ("next_attempt_at");
  CREATE UNIQUE INDEX "lead_deliveries_idempotency_key_idx" ON "lead_deliveries" USING btree ("idempotency_key");
  CREATE INDEX "lead_deliveries_updated_at_idx" ON "lead_deliveries" USING btree ("updated_at");
  CREATE INDEX "lead_deliveries_created_at_idx" ON "lead_deliveries" USING btree ("created_at");
  CREATE INDEX "call_clicks_clicked_at_idx" ON "call_clicks" USING btree ("clicked_at");
  CREATE INDEX "call_clicks_updated_at_idx" ON "call_clicks" USING btree ("updated_at");
  CREATE INDEX "call_clicks_created_at_idx" ON "call_clicks" USING btree ("created_at");
  CREATE INDEX "content_blocks_items_order_idx" ON "content_blocks_items" USING btree ("_order");
  CREATE INDEX "content_blocks_items_parent_id_idx" ON "content_blocks_items" USING btree ("_parent_id");
  CREATE INDEX "content_blocks_items_locale_idx" ON "content_blocks_items" USING btree ("_locale");
  CREATE INDEX "content_blocks_items_image_idx" ON "content_blocks_items" USING btree ("image_id");
  CREATE UNIQUE INDEX "content_blocks_key_idx" ON "content_blocks" USING btree ("key");
  CREATE INDEX "content_blocks_image_idx" ON "content_blocks" USING btree ("image_id");
  CREATE INDEX "content_blocks_updated_at_idx" ON "content_blocks" USING btree ("updated_at");
  CREATE INDEX "content_blocks_created_at_idx" ON "content_blocks" USING btree ("created_at");
  CREATE UNIQUE INDEX "content_blocks_locales_locale_parent_id_unique" ON "content_blocks_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "attorneys_slug_idx" ON "attorneys" USING btree ("slug");
  CREATE INDEX "attorneys_photo_idx" ON "attorneys" USING btree ("photo_id");
  CREATE INDEX "attorneys_banner_idx" ON "attorneys" USING btree ("banner_id");
  CREATE INDEX "attorneys_updated_at_idx" ON "attorneys" USING btree ("updated_at");
  CREATE INDEX "attorneys_created_at_idx" ON "attorneys" USING btree ("created_at");
  CREATE UNIQUE INDEX "attorneys_locales_locale_parent_id_unique" ON "attorneys_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "attorney_testimonials_photo_idx" ON "attorney_testimonials" USING btree ("photo_id");
  CREATE INDEX "attorney_testimonials_updated_at_idx" ON "attorney_testimonials" USING btree ("updated_at");
  CREATE INDEX "attorney_testimonials_created_at_idx" ON "attorney_testimonials" USING btree ("created_at");
  CREATE UNIQUE INDEX "attorney_testimonials_locales_locale_parent_id_unique" ON "attorney_testimonials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "live_sessions_updated_at_idx" ON "live_sessions" USING btree ("updated_at");
  CREATE INDEX "live_sessions_created_at_idx" ON "live_sessions" USING btree ("created_at");
  CREATE INDEX "live_sessions_image_idx" ON "live_sessions_locales" USING btree ("image_id","_locale");
  CREATE UNIQUE INDEX "live_sessions_locales_locale_parent_id_unique" ON "live_sessions_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_travel_testimonials_fk" FOREIGN KEY ("travel_testimonials_id") REFERENCES "public"."travel_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_giveaway_testimonials_fk" FOREIGN KEY ("giveaway_testimonials_id") REFERENCES "public"."giveaway_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_google_reviews_fk" FOREIGN KEY ("google_reviews_id") REFERENCES "public"."google_reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leads_fk" FOREIGN KEY ("leads_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_deliveries_fk" FOREIGN KEY ("lead_deliveries_id") REFERENCES "public"."lead_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_call_clicks_fk" FOREIGN KEY ("call_clicks_id") REFERENCES "public"."call_clicks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_content_blocks_fk" FOREIGN KEY ("content_blocks_id") REFERENCES "public"."content_blocks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_attorneys_fk" FOREIGN KEY ("attorneys_id") REFERENCES "public"."attorneys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_attorney_testimonials_fk" FOREIGN KEY ("attorney_testimonials_id") REFERENCES "public"."attorney_testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_live_sessions_fk" FOREIGN KEY ("live_sessions_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_blog_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("blog_posts_id");
  CREATE INDEX "payload_locked_documents_rels_travel_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("travel_testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_giveaway_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("giveaway_testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_google_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("google_reviews_id");
  CREATE INDEX "payload_locked_documents_rels_leads_id_idx" ON "payload_locked_documents_rels" USING btree ("leads_id");
  CREATE INDEX "payload_locked_documents_rels_lead_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_deliveries_id");
  CREATE INDEX "payload_locked_documents_rels_call_clicks_id_idx" ON "payload_locked_documents_rels" USING btree ("call_clicks_id");
  CREATE INDEX "payload_locked_documents_rels_content_blocks_id_idx" ON "payload_locked_documents_rels" USING btree ("content_blocks_id");
  CREATE INDEX "payload_locked_documents_rels_attorneys_id_idx" ON "payload_locked_documents_rels" USING btree ("attorneys_id");
  CREATE INDEX "payload_locked_documents_rels_attorney_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("attorney_testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_live_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("live_sessions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "blog_posts_anchors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "blog_posts_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_posts_v_version_anchors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_posts_v_version_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_posts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_posts_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_posts_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "travel_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "travel_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "giveaway_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "google_reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "google_reviews_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lead_deliveries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "call_clicks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "content_blocks_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "content_blocks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "content_blocks_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "attorneys" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "attorneys_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "attorney_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "attorney_testimonials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "live_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "live_sessions_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "blog_posts_anchors" CASCADE;
  DROP TABLE "blog_posts_gallery" CASCADE;
  DROP TABLE "blog_posts" CASCADE;
  DROP TABLE "blog_posts_locales" CASCADE;
  DROP TABLE "blog_posts_rels" CASCADE;
  DROP TABLE "_blog_posts_v_version_anchors" CASCADE;
  DROP TABLE "_blog_posts_v_version_gallery" CASCADE;
  DROP TABLE "_blog_posts_v" CASCADE;
  DROP TABLE "_blog_posts_v_locales" CASCADE;
  DROP TABLE "_blog_posts_v_rels" CASCADE;
  DROP TABLE "travel_testimonials" CASCADE;
  DROP TABLE "travel_testimonials_locales" CASCADE;
  DROP TABLE "giveaway_testimonials" CASCADE;
  DROP TABLE "google_reviews" CASCADE;
  DROP TABLE "google_reviews_locales" CASCADE;
  DROP TABLE "leads" CASCADE;
  DROP TABLE "lead_deliveries" CASCADE;
  DROP TABLE "call_clicks" CASCADE;
  DROP TABLE "content_blocks_items" CASCADE;
  DROP TABLE "content_blocks" CASCADE;
  DROP TABLE "content_blocks_locales" CASCADE;
  DROP TABLE "attorneys" CASCADE;
  DROP TABLE "attorneys_locales" CASCADE;
  DROP TABLE "attorney_testimonials" CASCADE;
  DROP TABLE "attorney_testimonials_locales" CASCADE;
  DROP TABLE "live_sessions" CASCADE;
  DROP TABLE "live_sessions_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_blog_posts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_travel_testimonials_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_giveaway_testimonials_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_google_reviews_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_deliveries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_call_clicks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_content_blocks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_attorneys_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_attorney_testimonials_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_live_sessions_fk";
  
  DROP INDEX "payload_locked_documents_rels_blog_posts_id_idx";
  DROP INDEX "payload_locked_documents_rels_travel_testimonials_id_idx";
  DROP INDEX "payload_locked_documents_rels_giveaway_testimonials_id_idx";
  DROP INDEX "payload_locked_documents_rels_google_reviews_id_idx";
  DROP INDEX "payload_locked_documents_rels_leads_id_idx";
  DROP INDEX "payload_locked_documents_rels_lead_deliveries_id_idx";
  DROP INDEX "payload_locked_documents_rels_call_clicks_id_idx";
  DROP INDEX "payload_locked_documents_rels_content_blocks_id_idx";
  DROP INDEX "payload_locked_documents_rels_attorneys_id_idx";
  DROP INDEX "payload_locked_documents_rels_attorney_testimonials_id_idx";
  DROP INDEX "payload_locked_documents_rels_live_sessions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "blog_posts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "travel_testimonials_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "giveaway_testimonials_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "google_reviews_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_deliveries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "call_clicks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "content_blocks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "attorneys_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "attorney_testimonials_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "live_sessions_id";
  DROP TYPE "public"."enum_blog_posts_status";
  DROP TYPE "public"."enum__blog_posts_v_version_status";
  DROP TYPE "public"."enum__blog_posts_v_published_locale";
  DROP TYPE "public"."enum_leads_kind";
  DROP TYPE "public"."enum_leads_locale";
  DROP TYPE "public"."enum_leads_delivery_status";
  DROP TYPE "public"."enum_lead_deliveries_channel";
  DROP TYPE "public"."enum_lead_deliveries_status";`)
}
