import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`blog_posts_anchors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title_es\` text,
  	\`title_en\` text,
  	\`anchor\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`blog_posts_anchors_order_idx\` ON \`blog_posts_anchors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_anchors_parent_id_idx\` ON \`blog_posts_anchors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`blog_posts_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`alt_es\` text,
  	\`alt_en\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`blog_posts_gallery_order_idx\` ON \`blog_posts_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_gallery_parent_id_idx\` ON \`blog_posts_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_gallery_image_idx\` ON \`blog_posts_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`blog_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`created_date\` text,
  	\`featured\` integer DEFAULT false,
  	\`author_name\` text,
  	\`author_attorney_slug\` text,
  	\`main_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`main_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`blog_posts_main_image_idx\` ON \`blog_posts\` (\`main_image_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_updated_at_idx\` ON \`blog_posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_created_at_idx\` ON \`blog_posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts__status_idx\` ON \`blog_posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`blog_posts_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`main_image_alt\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`blog_posts_slug_idx\` ON \`blog_posts_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`blog_posts_locales_locale_parent_id_unique\` ON \`blog_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`blog_posts_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`blog_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`blog_posts_rels_order_idx\` ON \`blog_posts_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_rels_parent_idx\` ON \`blog_posts_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_rels_path_idx\` ON \`blog_posts_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_rels_blog_categories_id_idx\` ON \`blog_posts_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`_blog_posts_v_version_anchors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title_es\` text,
  	\`title_en\` text,
  	\`anchor\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_blog_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_anchors_order_idx\` ON \`_blog_posts_v_version_anchors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_anchors_parent_id_idx\` ON \`_blog_posts_v_version_anchors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_blog_posts_v_version_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`alt_es\` text,
  	\`alt_en\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_blog_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_gallery_order_idx\` ON \`_blog_posts_v_version_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_gallery_parent_id_idx\` ON \`_blog_posts_v_version_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_gallery_image_idx\` ON \`_blog_posts_v_version_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_blog_posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_created_date\` text,
  	\`version_featured\` integer DEFAULT false,
  	\`version_author_name\` text,
  	\`version_author_attorney_slug\` text,
  	\`version_main_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_main_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_parent_idx\` ON \`_blog_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_main_image_idx\` ON \`_blog_posts_v\` (\`version_main_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_updated_at_idx\` ON \`_blog_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_created_at_idx\` ON \`_blog_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version__status_idx\` ON \`_blog_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_created_at_idx\` ON \`_blog_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_updated_at_idx\` ON \`_blog_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_snapshot_idx\` ON \`_blog_posts_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_published_locale_idx\` ON \`_blog_posts_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_latest_idx\` ON \`_blog_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_blog_posts_v_locales\` (
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_main_image_alt\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_blog_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_version_slug_idx\` ON \`_blog_posts_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_blog_posts_v_locales_locale_parent_id_unique\` ON \`_blog_posts_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_blog_posts_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`blog_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_blog_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_rels_order_idx\` ON \`_blog_posts_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_rels_parent_idx\` ON \`_blog_posts_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_rels_path_idx\` ON \`_blog_posts_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_rels_blog_categories_id_idx\` ON \`_blog_posts_v_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`travel_testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`video_url\` text NOT NULL,
  	\`poster_id\` integer NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`travel_testimonials_poster_idx\` ON \`travel_testimonials\` (\`poster_id\`);`)
  await db.run(sql`CREATE INDEX \`travel_testimonials_updated_at_idx\` ON \`travel_testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`travel_testimonials_created_at_idx\` ON \`travel_testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`travel_testimonials_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`travel_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`travel_testimonials_locales_locale_parent_id_unique\` ON \`travel_testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`giveaway_testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`alt_es\` text NOT NULL,
  	\`alt_en\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`giveaway_testimonials_image_idx\` ON \`giveaway_testimonials\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`giveaway_testimonials_updated_at_idx\` ON \`giveaway_testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`giveaway_testimonials_created_at_idx\` ON \`giveaway_testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`google_reviews\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`image_id\` integer,
  	\`time\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`google_reviews_image_idx\` ON \`google_reviews\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`google_reviews_updated_at_idx\` ON \`google_reviews\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`google_reviews_created_at_idx\` ON \`google_reviews\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`google_reviews_locales\` (
  	\`relative_date\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`google_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`google_reviews_locales_locale_parent_id_unique\` ON \`google_reviews_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`nombre\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text,
  	\`mensaje\` text,
  	\`seccion\` text,
  	\`kind\` text DEFAULT 'general' NOT NULL,
  	\`situacion\` text,
  	\`situacion_key\` text,
  	\`casado\` text,
  	\`estancia\` text,
  	\`checkbox\` integer,
  	\`consent_text\` text,
  	\`locale\` text NOT NULL,
  	\`page_path\` text,
  	\`source\` text,
  	\`fecha_hora\` text,
  	\`received_at\` text NOT NULL,
  	\`ip\` text,
  	\`user_agent\` text,
  	\`spam\` integer DEFAULT false,
  	\`referrer_nombre\` text,
  	\`referrer_telefono\` text,
  	\`social_agente\` text,
  	\`social_source\` text,
  	\`social_status\` text,
  	\`social_tipo\` text,
  	\`social_link\` text,
  	\`social_hora\` numeric,
  	\`social_pc_referido\` numeric,
  	\`social_pc_videollamada\` numeric,
  	\`social_direcionada\` numeric,
  	\`delivery_status\` text DEFAULT 'pending',
  	\`staff_notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_phone_idx\` ON \`leads\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`leads_seccion_idx\` ON \`leads\` (\`seccion\`);`)
  await db.run(sql`CREATE INDEX \`leads_kind_idx\` ON \`leads\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`leads_received_at_idx\` ON \`leads\` (\`received_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_spam_idx\` ON \`leads\` (\`spam\`);`)
  await db.run(sql`CREATE INDEX \`leads_delivery_status_idx\` ON \`leads\` (\`delivery_status\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`lead_deliveries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead_id\` integer NOT NULL,
  	\`channel\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text,
  	\`locked_until\` text,
  	\`last_error\` text,
  	\`delivered_at\` text,
  	\`idempotency_key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`lead_deliveries_lead_idx\` ON \`lead_deliveries\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_status_idx\` ON \`lead_deliveries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_next_attempt_at_idx\` ON \`lead_deliveries\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`lead_deliveries_idempotency_key_idx\` ON \`lead_deliveries\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_updated_at_idx\` ON \`lead_deliveries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_created_at_idx\` ON \`lead_deliveries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`call_clicks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`page_path\` text,
  	\`source\` text,
  	\`clicked_at\` text NOT NULL,
  	\`ip\` text,
  	\`user_agent\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`call_clicks_clicked_at_idx\` ON \`call_clicks\` (\`clicked_at\`);`)
  await db.run(sql`CREATE INDEX \`call_clicks_updated_at_idx\` ON \`call_clicks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`call_clicks_created_at_idx\` ON \`call_clicks\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`content_blocks_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`list\` text,
  	\`href\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`content_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`content_blocks_items_order_idx\` ON \`content_blocks_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`content_blocks_items_parent_id_idx\` ON \`content_blocks_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`content_blocks_items_locale_idx\` ON \`content_blocks_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`content_blocks_items_image_idx\` ON \`content_blocks_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`content_blocks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`image_id\` integer,
  	\`video_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`content_blocks_key_idx\` ON \`content_blocks\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`content_blocks_image_idx\` ON \`content_blocks\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`content_blocks_updated_at_idx\` ON \`content_blocks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`content_blocks_created_at_idx\` ON \`content_blocks\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`content_blocks_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`content_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`content_blocks_locales_locale_parent_id_unique\` ON \`content_blocks_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`attorneys\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`founder\` integer DEFAULT false,
  	\`order\` numeric DEFAULT 0,
  	\`photo_id\` integer,
  	\`banner_id\` integer,
  	\`email\` text,
  	\`phone\` text,
  	\`social_facebook\` text,
  	\`social_instagram\` text,
  	\`social_linkedin\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`attorneys_slug_idx\` ON \`attorneys\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`attorneys_photo_idx\` ON \`attorneys\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`attorneys_banner_idx\` ON \`attorneys\` (\`banner_id\`);`)
  await db.run(sql`CREATE INDEX \`attorneys_updated_at_idx\` ON \`attorneys\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`attorneys_created_at_idx\` ON \`attorneys\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`attorneys_locales\` (
  	\`role\` text NOT NULL,
  	\`profile\` text NOT NULL,
  	\`languages\` text,
  	\`practice_areas\` text,
  	\`associations\` text,
  	\`biography\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`attorneys\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`attorneys_locales_locale_parent_id_unique\` ON \`attorneys_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`attorney_testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`client_name\` text NOT NULL,
  	\`photo_id\` integer NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`attorney_testimonials_photo_idx\` ON \`attorney_testimonials\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`attorney_testimonials_updated_at_idx\` ON \`attorney_testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`attorney_testimonials_created_at_idx\` ON \`attorney_testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`attorney_testimonials_locales\` (
  	\`body\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`attorney_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`attorney_testimonials_locales_locale_parent_id_unique\` ON \`attorney_testimonials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`live_sessions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text NOT NULL,
  	\`recorded_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`live_sessions_updated_at_idx\` ON \`live_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`live_sessions_created_at_idx\` ON \`live_sessions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`live_sessions_locales\` (
  	\`name\` text NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`live_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`live_sessions_image_idx\` ON \`live_sessions_locales\` (\`image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`live_sessions_locales_locale_parent_id_unique\` ON \`live_sessions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`blog_posts_id\` integer REFERENCES blog_posts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`travel_testimonials_id\` integer REFERENCES travel_testimonials(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`giveaway_testimonials_id\` integer REFERENCES giveaway_testimonials(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`google_reviews_id\` integer REFERENCES google_reviews(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`leads_id\` integer REFERENCES leads(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`lead_deliveries_id\` integer REFERENCES lead_deliveries(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`call_clicks_id\` integer REFERENCES call_clicks(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`content_blocks_id\` integer REFERENCES content_blocks(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`attorneys_id\` integer REFERENCES attorneys(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`attorney_testimonials_id\` integer REFERENCES attorney_testimonials(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`live_sessions_id\` integer REFERENCES live_sessions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_travel_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`travel_testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_giveaway_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`giveaway_testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_google_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`google_reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_call_clicks_id_idx\` ON \`payload_locked_documents_rels\` (\`call_clicks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_content_blocks_id_idx\` ON \`payload_locked_documents_rels\` (\`content_blocks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attorneys_id_idx\` ON \`payload_locked_documents_rels\` (\`attorneys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attorney_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`attorney_testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_live_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`live_sessions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`blog_posts_anchors\`;`)
  await db.run(sql`DROP TABLE \`blog_posts_gallery\`;`)
  await db.run(sql`DROP TABLE \`blog_posts\`;`)
  await db.run(sql`DROP TABLE \`blog_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`blog_posts_rels\`;`)
  await db.run(sql`DROP TABLE \`_blog_posts_v_version_anchors\`;`)
  await db.run(sql`DROP TABLE \`_blog_posts_v_version_gallery\`;`)
  await db.run(sql`DROP TABLE \`_blog_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_blog_posts_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_blog_posts_v_rels\`;`)
  await db.run(sql`DROP TABLE \`travel_testimonials\`;`)
  await db.run(sql`DROP TABLE \`travel_testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`giveaway_testimonials\`;`)
  await db.run(sql`DROP TABLE \`google_reviews\`;`)
  await db.run(sql`DROP TABLE \`google_reviews_locales\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`DROP TABLE \`lead_deliveries\`;`)
  await db.run(sql`DROP TABLE \`call_clicks\`;`)
  await db.run(sql`DROP TABLE \`content_blocks_items\`;`)
  await db.run(sql`DROP TABLE \`content_blocks\`;`)
  await db.run(sql`DROP TABLE \`content_blocks_locales\`;`)
  await db.run(sql`DROP TABLE \`attorneys\`;`)
  await db.run(sql`DROP TABLE \`attorneys_locales\`;`)
  await db.run(sql`DROP TABLE \`attorney_testimonials\`;`)
  await db.run(sql`DROP TABLE \`attorney_testimonials_locales\`;`)
  await db.run(sql`DROP TABLE \`live_sessions\`;`)
  await db.run(sql`DROP TABLE \`live_sessions_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`blog_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "blog_categories_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "blog_categories_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_categories_id\`);`)
}
