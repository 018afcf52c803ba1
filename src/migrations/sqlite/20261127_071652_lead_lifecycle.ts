import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

type Db = MigrateUpArgs['db']

/**
 * Every table is rebuilt (the adapter's `autoIncrement`: ids are AUTOINCREMENT, never given
 * again after a delete). The generated statements are run as SQLite's documented rebuild
 * (https://sqlite.org/lang_altertable.html#otheralter): foreign keys OFF for the whole rebuild,
 * since a DROP TABLE with them ON first deletes the rows, running ON DELETE CASCADE / SET NULL
 * on every table that points at it (the generator turned them back ON after the first table);
 * one transaction, so a failure leaves the database as it was; foreign_key_check before COMMIT.
 * The copied rows keep their ids; AUTOINCREMENT continues after the highest.
 */
async function rebuild(db: Db, statements: (db: Db) => Promise<void>) {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`BEGIN;`)
  try {
    await statements(db)
    const broken = await db.all(sql`PRAGMA foreign_key_check;`)
    if (broken.length) throw new Error(`foreign keys broken by the rebuild: ${JSON.stringify(broken.slice(0, 5))}`)
    await db.run(sql`COMMIT;`)
  } catch (error) {
    await db.run(sql`ROLLBACK;`)
    throw error
  } finally {
    await db.run(sql`PRAGMA foreign_keys=ON;`)
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await rebuild(db, async (db) => {
  await db.run(sql`CREATE TABLE \`__new_users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_users_roles\`("order", "parent_id", "value", "id") SELECT "order", "parent_id", "value", "id" FROM \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`ALTER TABLE \`__new_users_roles\` RENAME TO \`users_roles\`;`)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_users_alert_channels\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_users_alert_channels\`("order", "parent_id", "value", "id") SELECT "order", "parent_id", "value", "id" FROM \`users_alert_channels\`;`)
  await db.run(sql`DROP TABLE \`users_alert_channels\`;`)
  await db.run(sql`ALTER TABLE \`__new_users_alert_channels\` RENAME TO \`users_alert_channels\`;`)
  await db.run(sql`CREATE INDEX \`users_alert_channels_order_idx\` ON \`users_alert_channels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_alert_channels_parent_idx\` ON \`users_alert_channels\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_users\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text,
  	\`mobile\` text,
  	\`alert_language\` text DEFAULT 'es',
  	\`calendar_feed_version\` numeric DEFAULT 0,
  	\`two_factor_required\` integer DEFAULT false,
  	\`two_factor_enabled_at\` text,
  	\`two_factor_secret\` text,
  	\`two_factor_pending_secret\` text,
  	\`two_factor_recovery_codes\` text,
  	\`two_factor_last_step\` numeric,
  	\`two_factor_sessions\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_users\`("id", "name", "mobile", "alert_language", "calendar_feed_version", "two_factor_required", "two_factor_enabled_at", "two_factor_secret", "two_factor_pending_secret", "two_factor_recovery_codes", "two_factor_last_step", "two_factor_sessions", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until") SELECT "id", "name", "mobile", "alert_language", "calendar_feed_version", "two_factor_required", "two_factor_enabled_at", "two_factor_secret", "two_factor_pending_secret", "two_factor_recovery_codes", "two_factor_last_step", "two_factor_sessions", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until" FROM \`users\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`ALTER TABLE \`__new_users\` RENAME TO \`users\`;`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`__new_media\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`INSERT INTO \`__new_media\`("id", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`media\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`ALTER TABLE \`__new_media\` RENAME TO \`media\`;`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`__new_blog_categories\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_blog_categories\`("id", "order", "updated_at", "created_at") SELECT "id", "order", "updated_at", "created_at" FROM \`blog_categories\`;`)
  await db.run(sql`DROP TABLE \`blog_categories\`;`)
  await db.run(sql`ALTER TABLE \`__new_blog_categories\` RENAME TO \`blog_categories\`;`)
  await db.run(sql`CREATE INDEX \`blog_categories_updated_at_idx\` ON \`blog_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_categories_created_at_idx\` ON \`blog_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_blog_posts\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
  await db.run(sql`INSERT INTO \`__new_blog_posts\`("id", "created_date", "featured", "author_name", "author_attorney_slug", "main_image_id", "updated_at", "created_at", "_status") SELECT "id", "created_date", "featured", "author_name", "author_attorney_slug", "main_image_id", "updated_at", "created_at", "_status" FROM \`blog_posts\`;`)
  await db.run(sql`DROP TABLE \`blog_posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_blog_posts\` RENAME TO \`blog_posts\`;`)
  await db.run(sql`CREATE INDEX \`blog_posts_main_image_idx\` ON \`blog_posts\` (\`main_image_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_updated_at_idx\` ON \`blog_posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_created_at_idx\` ON \`blog_posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts__status_idx\` ON \`blog_posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__blog_posts_v_version_anchors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title_es\` text,
  	\`title_en\` text,
  	\`anchor\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_blog_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__blog_posts_v_version_anchors\`("_order", "_parent_id", "id", "title_es", "title_en", "anchor", "_uuid") SELECT "_order", "_parent_id", "id", "title_es", "title_en", "anchor", "_uuid" FROM \`_blog_posts_v_version_anchors\`;`)
  await db.run(sql`DROP TABLE \`_blog_posts_v_version_anchors\`;`)
  await db.run(sql`ALTER TABLE \`__new__blog_posts_v_version_anchors\` RENAME TO \`_blog_posts_v_version_anchors\`;`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_anchors_order_idx\` ON \`_blog_posts_v_version_anchors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_anchors_parent_id_idx\` ON \`_blog_posts_v_version_anchors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__blog_posts_v_version_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`image_id\` integer,
  	\`alt_es\` text,
  	\`alt_en\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_blog_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__blog_posts_v_version_gallery\`("_order", "_parent_id", "id", "image_id", "alt_es", "alt_en", "_uuid") SELECT "_order", "_parent_id", "id", "image_id", "alt_es", "alt_en", "_uuid" FROM \`_blog_posts_v_version_gallery\`;`)
  await db.run(sql`DROP TABLE \`_blog_posts_v_version_gallery\`;`)
  await db.run(sql`ALTER TABLE \`__new__blog_posts_v_version_gallery\` RENAME TO \`_blog_posts_v_version_gallery\`;`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_gallery_order_idx\` ON \`_blog_posts_v_version_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_gallery_parent_id_idx\` ON \`_blog_posts_v_version_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_gallery_image_idx\` ON \`_blog_posts_v_version_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__blog_posts_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
  await db.run(sql`INSERT INTO \`__new__blog_posts_v\`("id", "parent_id", "version_created_date", "version_featured", "version_author_name", "version_author_attorney_slug", "version_main_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_created_date", "version_featured", "version_author_name", "version_author_attorney_slug", "version_main_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_blog_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_blog_posts_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__blog_posts_v\` RENAME TO \`_blog_posts_v\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_travel_testimonials\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`video_url\` text NOT NULL,
  	\`poster_id\` integer NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_travel_testimonials\`("id", "video_url", "poster_id", "order", "updated_at", "created_at") SELECT "id", "video_url", "poster_id", "order", "updated_at", "created_at" FROM \`travel_testimonials\`;`)
  await db.run(sql`DROP TABLE \`travel_testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new_travel_testimonials\` RENAME TO \`travel_testimonials\`;`)
  await db.run(sql`CREATE INDEX \`travel_testimonials_poster_idx\` ON \`travel_testimonials\` (\`poster_id\`);`)
  await db.run(sql`CREATE INDEX \`travel_testimonials_updated_at_idx\` ON \`travel_testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`travel_testimonials_created_at_idx\` ON \`travel_testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_giveaway_testimonials\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`alt_es\` text NOT NULL,
  	\`alt_en\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_giveaway_testimonials\`("id", "image_id", "alt_es", "alt_en", "order", "updated_at", "created_at") SELECT "id", "image_id", "alt_es", "alt_en", "order", "updated_at", "created_at" FROM \`giveaway_testimonials\`;`)
  await db.run(sql`DROP TABLE \`giveaway_testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new_giveaway_testimonials\` RENAME TO \`giveaway_testimonials\`;`)
  await db.run(sql`CREATE INDEX \`giveaway_testimonials_image_idx\` ON \`giveaway_testimonials\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`giveaway_testimonials_updated_at_idx\` ON \`giveaway_testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`giveaway_testimonials_created_at_idx\` ON \`giveaway_testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_google_reviews\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text NOT NULL,
  	\`image_id\` integer,
  	\`time\` numeric NOT NULL,
  	\`external_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_google_reviews\`("id", "name", "image_id", "time", "external_id", "updated_at", "created_at") SELECT "id", "name", "image_id", "time", "external_id", "updated_at", "created_at" FROM \`google_reviews\`;`)
  await db.run(sql`DROP TABLE \`google_reviews\`;`)
  await db.run(sql`ALTER TABLE \`__new_google_reviews\` RENAME TO \`google_reviews\`;`)
  await db.run(sql`CREATE INDEX \`google_reviews_image_idx\` ON \`google_reviews\` (\`image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`google_reviews_external_id_idx\` ON \`google_reviews\` (\`external_id\`);`)
  await db.run(sql`CREATE INDEX \`google_reviews_updated_at_idx\` ON \`google_reviews\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`google_reviews_created_at_idx\` ON \`google_reviews\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_leads\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`assigned_to_id\` integer,
  	\`first_contact_at\` text,
  	\`duplicate_of_id\` integer,
  	\`phone_digits\` text,
  	\`name_folded\` text,
  	\`queue\` numeric,
  	\`logged_by_id\` integer,
  	\`next_action\` text,
  	\`next_action_due\` text,
  	\`contact_attempts\` numeric DEFAULT 0,
  	\`follow_up_due\` integer DEFAULT false,
  	\`matter_type\` text,
  	\`responsible_attorney_id\` integer,
  	\`merged_into_id\` integer,
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
  	\`delivery_status\` text DEFAULT 'pending',
  	\`staff_notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`assigned_to_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`duplicate_of_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logged_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`responsible_attorney_id\`) REFERENCES \`attorneys\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`merged_into_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "status", "assigned_to_id", "first_contact_at", "duplicate_of_id", "phone_digits", "name_folded", "queue", "logged_by_id", "next_action", "next_action_due", "contact_attempts", "follow_up_due", "matter_type", "responsible_attorney_id", "merged_into_id", "nombre", "phone", "email", "mensaje", "seccion", "kind", "situacion", "situacion_key", "casado", "estancia", "referrer_nombre", "referrer_telefono", "social_agente", "social_source", "social_status", "social_tipo", "social_link", "social_hora", "social_pc_referido", "social_pc_videollamada", "social_direcionada", "checkbox", "consent_text", "locale", "page_path", "source", "fecha_hora", "received_at", "ip", "user_agent", "spam", "delivery_status", "staff_notes", "updated_at", "created_at") SELECT "id", "status", "assigned_to_id", "first_contact_at", "duplicate_of_id", "phone_digits", "name_folded", "queue", "logged_by_id", "next_action", "next_action_due", "contact_attempts", "follow_up_due", "matter_type", "responsible_attorney_id", "merged_into_id", "nombre", "phone", "email", "mensaje", "seccion", "kind", "situacion", "situacion_key", "casado", "estancia", "referrer_nombre", "referrer_telefono", "social_agente", "social_source", "social_status", "social_tipo", "social_link", "social_hora", "social_pc_referido", "social_pc_videollamada", "social_direcionada", "checkbox", "consent_text", "locale", "page_path", "source", "fecha_hora", "received_at", "ip", "user_agent", "spam", "delivery_status", "staff_notes", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_assigned_to_idx\` ON \`leads\` (\`assigned_to_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_first_contact_at_idx\` ON \`leads\` (\`first_contact_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_duplicate_of_idx\` ON \`leads\` (\`duplicate_of_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_phone_digits_idx\` ON \`leads\` (\`phone_digits\`);`)
  await db.run(sql`CREATE INDEX \`leads_name_folded_idx\` ON \`leads\` (\`name_folded\`);`)
  await db.run(sql`CREATE INDEX \`leads_queue_idx\` ON \`leads\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`leads_logged_by_idx\` ON \`leads\` (\`logged_by_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_next_action_idx\` ON \`leads\` (\`next_action\`);`)
  await db.run(sql`CREATE INDEX \`leads_next_action_due_idx\` ON \`leads\` (\`next_action_due\`);`)
  await db.run(sql`CREATE INDEX \`leads_follow_up_due_idx\` ON \`leads\` (\`follow_up_due\`);`)
  await db.run(sql`CREATE INDEX \`leads_responsible_attorney_idx\` ON \`leads\` (\`responsible_attorney_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_merged_into_idx\` ON \`leads\` (\`merged_into_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_phone_idx\` ON \`leads\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`leads_seccion_idx\` ON \`leads\` (\`seccion\`);`)
  await db.run(sql`CREATE INDEX \`leads_kind_idx\` ON \`leads\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`leads_locale_idx\` ON \`leads\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`leads_source_idx\` ON \`leads\` (\`source\`);`)
  await db.run(sql`CREATE INDEX \`leads_received_at_idx\` ON \`leads\` (\`received_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_spam_idx\` ON \`leads\` (\`spam\`);`)
  await db.run(sql`CREATE INDEX \`leads_delivery_status_idx\` ON \`leads\` (\`delivery_status\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_lead_deliveries\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`lead_id\` integer NOT NULL,
  	\`channel\` text NOT NULL,
  	\`target\` text,
  	\`data\` text,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text,
  	\`locked_until\` text,
  	\`attempts_at_retry\` numeric DEFAULT 0,
  	\`last_error\` text,
  	\`result\` text,
  	\`delivered_at\` text,
  	\`idempotency_key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_lead_deliveries\`("id", "lead_id", "channel", "target", "data", "status", "attempts", "next_attempt_at", "locked_until", "attempts_at_retry", "last_error", "result", "delivered_at", "idempotency_key", "updated_at", "created_at") SELECT "id", "lead_id", "channel", "target", "data", "status", "attempts", "next_attempt_at", "locked_until", "attempts_at_retry", "last_error", "result", "delivered_at", "idempotency_key", "updated_at", "created_at" FROM \`lead_deliveries\`;`)
  await db.run(sql`DROP TABLE \`lead_deliveries\`;`)
  await db.run(sql`ALTER TABLE \`__new_lead_deliveries\` RENAME TO \`lead_deliveries\`;`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_lead_idx\` ON \`lead_deliveries\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_channel_idx\` ON \`lead_deliveries\` (\`channel\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_target_idx\` ON \`lead_deliveries\` (\`target\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_status_idx\` ON \`lead_deliveries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_next_attempt_at_idx\` ON \`lead_deliveries\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`lead_deliveries_idempotency_key_idx\` ON \`lead_deliveries\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_updated_at_idx\` ON \`lead_deliveries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_created_at_idx\` ON \`lead_deliveries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_lead_texts\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`lead_id\` integer,
  	\`direction\` text NOT NULL,
  	\`channel\` text DEFAULT 'sms' NOT NULL,
  	\`phone\` text,
  	\`body\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`provider_id\` text,
  	\`status\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_lead_texts\`("id", "lead_id", "direction", "channel", "phone", "body", "kind", "provider_id", "status", "updated_at", "created_at") SELECT "id", "lead_id", "direction", "channel", "phone", "body", "kind", "provider_id", "status", "updated_at", "created_at" FROM \`lead_texts\`;`)
  await db.run(sql`DROP TABLE \`lead_texts\`;`)
  await db.run(sql`ALTER TABLE \`__new_lead_texts\` RENAME TO \`lead_texts\`;`)
  await db.run(sql`CREATE INDEX \`lead_texts_lead_idx\` ON \`lead_texts\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_texts_phone_idx\` ON \`lead_texts\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`lead_texts_provider_id_idx\` ON \`lead_texts\` (\`provider_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_texts_updated_at_idx\` ON \`lead_texts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_texts_created_at_idx\` ON \`lead_texts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_sms_opt_outs\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`phone\` text NOT NULL,
  	\`action\` text NOT NULL,
  	\`via\` text NOT NULL,
  	\`keyword\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sms_opt_outs\`("id", "phone", "action", "via", "keyword", "updated_at", "created_at") SELECT "id", "phone", "action", "via", "keyword", "updated_at", "created_at" FROM \`sms_opt_outs\`;`)
  await db.run(sql`DROP TABLE \`sms_opt_outs\`;`)
  await db.run(sql`ALTER TABLE \`__new_sms_opt_outs\` RENAME TO \`sms_opt_outs\`;`)
  await db.run(sql`CREATE INDEX \`sms_opt_outs_phone_idx\` ON \`sms_opt_outs\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`sms_opt_outs_updated_at_idx\` ON \`sms_opt_outs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sms_opt_outs_created_at_idx\` ON \`sms_opt_outs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_call_clicks\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`page_path\` text,
  	\`source\` text,
  	\`clicked_at\` text NOT NULL,
  	\`ip\` text,
  	\`user_agent\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_call_clicks\`("id", "page_path", "source", "clicked_at", "ip", "user_agent", "updated_at", "created_at") SELECT "id", "page_path", "source", "clicked_at", "ip", "user_agent", "updated_at", "created_at" FROM \`call_clicks\`;`)
  await db.run(sql`DROP TABLE \`call_clicks\`;`)
  await db.run(sql`ALTER TABLE \`__new_call_clicks\` RENAME TO \`call_clicks\`;`)
  await db.run(sql`CREATE INDEX \`call_clicks_clicked_at_idx\` ON \`call_clicks\` (\`clicked_at\`);`)
  await db.run(sql`CREATE INDEX \`call_clicks_updated_at_idx\` ON \`call_clicks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`call_clicks_created_at_idx\` ON \`call_clicks\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_bookings\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`lead_id\` integer NOT NULL,
  	\`agent_id\` integer NOT NULL,
  	\`start\` text NOT NULL,
  	\`end\` text NOT NULL,
  	\`status\` text DEFAULT 'booked' NOT NULL,
  	\`time_zone\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`slot_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`agent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_bookings\`("id", "lead_id", "agent_id", "start", "end", "status", "time_zone", "locale", "slot_key", "updated_at", "created_at") SELECT "id", "lead_id", "agent_id", "start", "end", "status", "time_zone", "locale", "slot_key", "updated_at", "created_at" FROM \`bookings\`;`)
  await db.run(sql`DROP TABLE \`bookings\`;`)
  await db.run(sql`ALTER TABLE \`__new_bookings\` RENAME TO \`bookings\`;`)
  await db.run(sql`CREATE INDEX \`bookings_lead_idx\` ON \`bookings\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_agent_idx\` ON \`bookings\` (\`agent_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_start_idx\` ON \`bookings\` (\`start\`);`)
  await db.run(sql`CREATE INDEX \`bookings_status_idx\` ON \`bookings\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_slot_key_idx\` ON \`bookings\` (\`slot_key\`);`)
  await db.run(sql`CREATE INDEX \`bookings_updated_at_idx\` ON \`bookings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_created_at_idx\` ON \`bookings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_push_subscriptions\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`endpoint\` text NOT NULL,
  	\`keys_p256dh\` text NOT NULL,
  	\`keys_auth\` text NOT NULL,
  	\`user_agent\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_push_subscriptions\`("id", "user_id", "endpoint", "keys_p256dh", "keys_auth", "user_agent", "updated_at", "created_at") SELECT "id", "user_id", "endpoint", "keys_p256dh", "keys_auth", "user_agent", "updated_at", "created_at" FROM \`push_subscriptions\`;`)
  await db.run(sql`DROP TABLE \`push_subscriptions\`;`)
  await db.run(sql`ALTER TABLE \`__new_push_subscriptions\` RENAME TO \`push_subscriptions\`;`)
  await db.run(sql`CREATE INDEX \`push_subscriptions_user_idx\` ON \`push_subscriptions\` (\`user_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`push_subscriptions_endpoint_idx\` ON \`push_subscriptions\` (\`endpoint\`);`)
  await db.run(sql`CREATE INDEX \`push_subscriptions_updated_at_idx\` ON \`push_subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`push_subscriptions_created_at_idx\` ON \`push_subscriptions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_content_blocks\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text NOT NULL,
  	\`image_id\` integer,
  	\`video_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_content_blocks\`("id", "key", "image_id", "video_url", "updated_at", "created_at") SELECT "id", "key", "image_id", "video_url", "updated_at", "created_at" FROM \`content_blocks\`;`)
  await db.run(sql`DROP TABLE \`content_blocks\`;`)
  await db.run(sql`ALTER TABLE \`__new_content_blocks\` RENAME TO \`content_blocks\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`content_blocks_key_idx\` ON \`content_blocks\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`content_blocks_image_idx\` ON \`content_blocks\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`content_blocks_updated_at_idx\` ON \`content_blocks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`content_blocks_created_at_idx\` ON \`content_blocks\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`meta_image_id\` integer,
  	\`meta_noindex\` integer DEFAULT false,
  	\`publish_at\` text,
  	\`publishat_tz\` text DEFAULT 'America/New_York',
  	\`unpublish_at\` text,
  	\`unpublishat_tz\` text DEFAULT 'America/New_York',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "meta_image_id", "meta_noindex", "publish_at", "publishat_tz", "unpublish_at", "unpublishat_tz", "updated_at", "created_at", "_status") SELECT "id", "meta_image_id", "meta_noindex", "publish_at", "publishat_tz", "unpublish_at", "unpublishat_tz", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`cta\` text DEFAULT 'form',
  	\`cta_label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_hero\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "image_id", "cta", "cta_label", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "image_id", "cta", "cta_label", "_uuid", "block_name" FROM \`_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_hero\` RENAME TO \`_pages_v_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_order_idx\` ON \`_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_parent_id_idx\` ON \`_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_path_idx\` ON \`_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_locale_idx\` ON \`_pages_v_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_image_idx\` ON \`_pages_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_lead_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`section_label\` text,
  	\`heading\` text,
  	\`text\` text,
  	\`consent_preview\` numeric DEFAULT 200,
  	\`situation\` integer DEFAULT false,
  	\`thank_you\` text DEFAULT 'thanks',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_lead_form\`("_order", "_parent_id", "_path", "_locale", "id", "section_label", "heading", "text", "consent_preview", "situation", "thank_you", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "section_label", "heading", "text", "consent_preview", "situation", "thank_you", "_uuid", "block_name" FROM \`_pages_v_blocks_lead_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_lead_form\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_lead_form\` RENAME TO \`_pages_v_blocks_lead_form\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_lead_form_order_idx\` ON \`_pages_v_blocks_lead_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_lead_form_parent_id_idx\` ON \`_pages_v_blocks_lead_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_lead_form_path_idx\` ON \`_pages_v_blocks_lead_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_lead_form_locale_idx\` ON \`_pages_v_blocks_lead_form\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_rich_text\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "_uuid", "block_name" FROM \`_pages_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_rich_text\` RENAME TO \`_pages_v_blocks_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_order_idx\` ON \`_pages_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_parent_id_idx\` ON \`_pages_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_path_idx\` ON \`_pages_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_locale_idx\` ON \`_pages_v_blocks_rich_text\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`video_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_media\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "image_id", "video_url", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "image_id", "video_url", "_uuid", "block_name" FROM \`_pages_v_blocks_media\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_media\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_media\` RENAME TO \`_pages_v_blocks_media\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_order_idx\` ON \`_pages_v_blocks_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_parent_id_idx\` ON \`_pages_v_blocks_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_path_idx\` ON \`_pages_v_blocks_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_locale_idx\` ON \`_pages_v_blocks_media\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_image_idx\` ON \`_pages_v_blocks_media\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_cards_items\`("_order", "_parent_id", "_locale", "id", "title", "text", "image_id", "href", "_uuid") SELECT "_order", "_parent_id", "_locale", "id", "title", "text", "image_id", "href", "_uuid" FROM \`_pages_v_blocks_cards_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cards_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_cards_items\` RENAME TO \`_pages_v_blocks_cards_items\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_items_order_idx\` ON \`_pages_v_blocks_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_items_parent_id_idx\` ON \`_pages_v_blocks_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_items_locale_idx\` ON \`_pages_v_blocks_cards_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_items_image_idx\` ON \`_pages_v_blocks_cards_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_cards\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "_uuid", "block_name" FROM \`_pages_v_blocks_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_cards\` RENAME TO \`_pages_v_blocks_cards\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_order_idx\` ON \`_pages_v_blocks_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_parent_id_idx\` ON \`_pages_v_blocks_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_path_idx\` ON \`_pages_v_blocks_cards\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_locale_idx\` ON \`_pages_v_blocks_cards\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_faq_items\`("_order", "_parent_id", "_locale", "id", "question", "answer", "_uuid") SELECT "_order", "_parent_id", "_locale", "id", "question", "answer", "_uuid" FROM \`_pages_v_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_faq_items\` RENAME TO \`_pages_v_blocks_faq_items\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_items_order_idx\` ON \`_pages_v_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_items_parent_id_idx\` ON \`_pages_v_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_items_locale_idx\` ON \`_pages_v_blocks_faq_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_faq\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "_uuid", "block_name" FROM \`_pages_v_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_faq\` RENAME TO \`_pages_v_blocks_faq\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_order_idx\` ON \`_pages_v_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_parent_id_idx\` ON \`_pages_v_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_path_idx\` ON \`_pages_v_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_locale_idx\` ON \`_pages_v_blocks_faq\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`source\` text DEFAULT 'google',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_testimonials\`("_order", "_parent_id", "_path", "_locale", "id", "source", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "source", "_uuid", "block_name" FROM \`_pages_v_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_testimonials\` RENAME TO \`_pages_v_blocks_testimonials\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_order_idx\` ON \`_pages_v_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_parent_id_idx\` ON \`_pages_v_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_path_idx\` ON \`_pages_v_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_locale_idx\` ON \`_pages_v_blocks_testimonials\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_attorney_spotlight\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`heading\` text,
  	\`attorney_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`attorney_id\`) REFERENCES \`attorneys\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_attorney_spotlight\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "attorney_id", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "attorney_id", "_uuid", "block_name" FROM \`_pages_v_blocks_attorney_spotlight\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_attorney_spotlight\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_attorney_spotlight\` RENAME TO \`_pages_v_blocks_attorney_spotlight\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_attorney_spotlight_order_idx\` ON \`_pages_v_blocks_attorney_spotlight\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_attorney_spotlight_parent_id_idx\` ON \`_pages_v_blocks_attorney_spotlight\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_attorney_spotlight_path_idx\` ON \`_pages_v_blocks_attorney_spotlight\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_attorney_spotlight_locale_idx\` ON \`_pages_v_blocks_attorney_spotlight\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_attorney_spotlight_attorney_idx\` ON \`_pages_v_blocks_attorney_spotlight\` (\`attorney_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_trust_strip\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`years\` text,
  	\`years_text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_trust_strip\`("_order", "_parent_id", "_path", "_locale", "id", "years", "years_text", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "years", "years_text", "_uuid", "block_name" FROM \`_pages_v_blocks_trust_strip\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_trust_strip\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_trust_strip\` RENAME TO \`_pages_v_blocks_trust_strip\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trust_strip_order_idx\` ON \`_pages_v_blocks_trust_strip\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trust_strip_parent_id_idx\` ON \`_pages_v_blocks_trust_strip\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trust_strip_path_idx\` ON \`_pages_v_blocks_trust_strip\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trust_strip_locale_idx\` ON \`_pages_v_blocks_trust_strip\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_contact_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_contact_buttons\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "_uuid", "block_name" FROM \`_pages_v_blocks_contact_buttons\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_buttons\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_contact_buttons\` RENAME TO \`_pages_v_blocks_contact_buttons\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_buttons_order_idx\` ON \`_pages_v_blocks_contact_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_buttons_parent_id_idx\` ON \`_pages_v_blocks_contact_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_buttons_path_idx\` ON \`_pages_v_blocks_contact_buttons\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_buttons_locale_idx\` ON \`_pages_v_blocks_contact_buttons\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_meta_image_id\` integer,
  	\`version_meta_noindex\` integer DEFAULT false,
  	\`version_publish_at\` text,
  	\`version_publishat_tz\` text DEFAULT 'America/New_York',
  	\`version_unpublish_at\` text,
  	\`version_unpublishat_tz\` text DEFAULT 'America/New_York',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_meta_image_id", "version_meta_noindex", "version_publish_at", "version_publishat_tz", "version_unpublish_at", "version_unpublishat_tz", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_meta_image_id", "version_meta_noindex", "version_publish_at", "version_publishat_tz", "version_unpublish_at", "version_unpublishat_tz", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_redirects\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_redirects\`("id", "from", "to", "updated_at", "created_at") SELECT "id", "from", "to", "updated_at", "created_at" FROM \`redirects\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`ALTER TABLE \`__new_redirects\` RENAME TO \`redirects\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_attorneys\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
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
  await db.run(sql`INSERT INTO \`__new_attorneys\`("id", "name", "slug", "founder", "order", "photo_id", "banner_id", "email", "phone", "social_facebook", "social_instagram", "social_linkedin", "updated_at", "created_at") SELECT "id", "name", "slug", "founder", "order", "photo_id", "banner_id", "email", "phone", "social_facebook", "social_instagram", "social_linkedin", "updated_at", "created_at" FROM \`attorneys\`;`)
  await db.run(sql`DROP TABLE \`attorneys\`;`)
  await db.run(sql`ALTER TABLE \`__new_attorneys\` RENAME TO \`attorneys\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`attorneys_slug_idx\` ON \`attorneys\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`attorneys_photo_idx\` ON \`attorneys\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`attorneys_banner_idx\` ON \`attorneys\` (\`banner_id\`);`)
  await db.run(sql`CREATE INDEX \`attorneys_updated_at_idx\` ON \`attorneys\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`attorneys_created_at_idx\` ON \`attorneys\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_attorney_testimonials\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`client_name\` text NOT NULL,
  	\`photo_id\` integer NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_attorney_testimonials\`("id", "client_name", "photo_id", "order", "updated_at", "created_at") SELECT "id", "client_name", "photo_id", "order", "updated_at", "created_at" FROM \`attorney_testimonials\`;`)
  await db.run(sql`DROP TABLE \`attorney_testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new_attorney_testimonials\` RENAME TO \`attorney_testimonials\`;`)
  await db.run(sql`CREATE INDEX \`attorney_testimonials_photo_idx\` ON \`attorney_testimonials\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`attorney_testimonials_updated_at_idx\` ON \`attorney_testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`attorney_testimonials_created_at_idx\` ON \`attorney_testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_live_sessions\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`url\` text NOT NULL,
  	\`recorded_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_live_sessions\`("id", "url", "recorded_at", "updated_at", "created_at") SELECT "id", "url", "recorded_at", "updated_at", "created_at" FROM \`live_sessions\`;`)
  await db.run(sql`DROP TABLE \`live_sessions\`;`)
  await db.run(sql`ALTER TABLE \`__new_live_sessions\` RENAME TO \`live_sessions\`;`)
  await db.run(sql`CREATE INDEX \`live_sessions_updated_at_idx\` ON \`live_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`live_sessions_created_at_idx\` ON \`live_sessions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_audit_events\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`seq\` numeric NOT NULL,
  	\`at\` text NOT NULL,
  	\`action\` text NOT NULL,
  	\`user\` text,
  	\`user_id\` numeric,
  	\`lead\` numeric,
  	\`ip\` text,
  	\`details\` text,
  	\`prev_hash\` text NOT NULL,
  	\`hash\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_audit_events\`("id", "seq", "at", "action", "user", "user_id", "lead", "ip", "details", "prev_hash", "hash", "updated_at", "created_at") SELECT "id", "seq", "at", "action", "user", "user_id", "lead", "ip", "details", "prev_hash", "hash", "updated_at", "created_at" FROM \`audit_events\`;`)
  await db.run(sql`DROP TABLE \`audit_events\`;`)
  await db.run(sql`ALTER TABLE \`__new_audit_events\` RENAME TO \`audit_events\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`audit_events_seq_idx\` ON \`audit_events\` (\`seq\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_at_idx\` ON \`audit_events\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_action_idx\` ON \`audit_events\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_lead_idx\` ON \`audit_events\` (\`lead\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`audit_events_prev_hash_idx\` ON \`audit_events\` (\`prev_hash\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_updated_at_idx\` ON \`audit_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_created_at_idx\` ON \`audit_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_retention_runs\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text NOT NULL,
  	\`claimed_at\` text NOT NULL,
  	\`finished_at\` text,
  	\`spam_deleted\` numeric,
  	\`anonymized\` numeric,
  	\`failed\` numeric,
  	\`failures\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_retention_runs\`("id", "key", "claimed_at", "finished_at", "spam_deleted", "anonymized", "failed", "failures", "updated_at", "created_at") SELECT "id", "key", "claimed_at", "finished_at", "spam_deleted", "anonymized", NULL, NULL, "updated_at", "created_at" FROM \`retention_runs\`;`)
  await db.run(sql`DROP TABLE \`retention_runs\`;`)
  await db.run(sql`ALTER TABLE \`__new_retention_runs\` RENAME TO \`retention_runs\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`retention_runs_key_idx\` ON \`retention_runs\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`retention_runs_updated_at_idx\` ON \`retention_runs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`retention_runs_created_at_idx\` ON \`retention_runs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_kv\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_kv\`("id", "key", "data") SELECT "id", "key", "data" FROM \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_kv\` RENAME TO \`payload_kv\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents\`("id", "global_slug", "updated_at", "created_at") SELECT "id", "global_slug", "updated_at", "created_at" FROM \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents\` RENAME TO \`payload_locked_documents\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_preferences\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_preferences\`("id", "key", "value", "updated_at", "created_at") SELECT "id", "key", "value", "updated_at", "created_at" FROM \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_preferences\` RENAME TO \`payload_preferences\`;`)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_migrations\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_migrations\`("id", "name", "batch", "updated_at", "created_at") SELECT "id", "name", "batch", "updated_at", "created_at" FROM \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_migrations\` RENAME TO \`payload_migrations\`;`)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_firm_profile\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text NOT NULL,
  	\`founder_name\` text NOT NULL,
  	\`founder_slug\` text NOT NULL,
  	\`phones_new_cases\` text NOT NULL,
  	\`phones_customer_service\` text NOT NULL,
  	\`phones_humanitarian\` text NOT NULL,
  	\`phones_truck_companies\` text NOT NULL,
  	\`phones_truck_recruitment\` text NOT NULL,
  	\`phones_truck_customer_service\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`social_facebook\` text NOT NULL,
  	\`social_instagram\` text NOT NULL,
  	\`social_tiktok\` text NOT NULL,
  	\`social_youtube\` text NOT NULL,
  	\`social_whatsapp\` text NOT NULL,
  	\`recruitment_site_url\` text NOT NULL,
  	\`eb3_url\` text NOT NULL,
  	\`review_url\` text NOT NULL,
  	\`google_rating\` numeric,
  	\`google_review_count\` numeric,
  	\`map_query\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_firm_profile\`("id", "name", "founder_name", "founder_slug", "phones_new_cases", "phones_customer_service", "phones_humanitarian", "phones_truck_companies", "phones_truck_recruitment", "phones_truck_customer_service", "email", "social_facebook", "social_instagram", "social_tiktok", "social_youtube", "social_whatsapp", "recruitment_site_url", "eb3_url", "review_url", "google_rating", "google_review_count", "map_query", "updated_at", "created_at") SELECT "id", "name", "founder_name", "founder_slug", "phones_new_cases", "phones_customer_service", "phones_humanitarian", "phones_truck_companies", "phones_truck_recruitment", "phones_truck_customer_service", "email", "social_facebook", "social_instagram", "social_tiktok", "social_youtube", "social_whatsapp", "recruitment_site_url", "eb3_url", "review_url", "google_rating", "google_review_count", "map_query", "updated_at", "created_at" FROM \`firm_profile\`;`)
  await db.run(sql`DROP TABLE \`firm_profile\`;`)
  await db.run(sql`ALTER TABLE \`__new_firm_profile\` RENAME TO \`firm_profile\`;`)
  await db.run(sql`CREATE TABLE \`__new__firm_profile_v_version_offices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`address\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_firm_profile_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__firm_profile_v_version_offices\`("_order", "_parent_id", "id", "address", "_uuid") SELECT "_order", "_parent_id", "id", "address", "_uuid" FROM \`_firm_profile_v_version_offices\`;`)
  await db.run(sql`DROP TABLE \`_firm_profile_v_version_offices\`;`)
  await db.run(sql`ALTER TABLE \`__new__firm_profile_v_version_offices\` RENAME TO \`_firm_profile_v_version_offices\`;`)
  await db.run(sql`CREATE INDEX \`_firm_profile_v_version_offices_order_idx\` ON \`_firm_profile_v_version_offices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_firm_profile_v_version_offices_parent_id_idx\` ON \`_firm_profile_v_version_offices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__firm_profile_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_name\` text NOT NULL,
  	\`version_founder_name\` text NOT NULL,
  	\`version_founder_slug\` text NOT NULL,
  	\`version_phones_new_cases\` text NOT NULL,
  	\`version_phones_customer_service\` text NOT NULL,
  	\`version_phones_humanitarian\` text NOT NULL,
  	\`version_phones_truck_companies\` text NOT NULL,
  	\`version_phones_truck_recruitment\` text NOT NULL,
  	\`version_phones_truck_customer_service\` text NOT NULL,
  	\`version_email\` text NOT NULL,
  	\`version_social_facebook\` text NOT NULL,
  	\`version_social_instagram\` text NOT NULL,
  	\`version_social_tiktok\` text NOT NULL,
  	\`version_social_youtube\` text NOT NULL,
  	\`version_social_whatsapp\` text NOT NULL,
  	\`version_recruitment_site_url\` text NOT NULL,
  	\`version_eb3_url\` text NOT NULL,
  	\`version_review_url\` text NOT NULL,
  	\`version_google_rating\` numeric,
  	\`version_google_review_count\` numeric,
  	\`version_map_query\` text NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new__firm_profile_v\`("id", "version_name", "version_founder_name", "version_founder_slug", "version_phones_new_cases", "version_phones_customer_service", "version_phones_humanitarian", "version_phones_truck_companies", "version_phones_truck_recruitment", "version_phones_truck_customer_service", "version_email", "version_social_facebook", "version_social_instagram", "version_social_tiktok", "version_social_youtube", "version_social_whatsapp", "version_recruitment_site_url", "version_eb3_url", "version_review_url", "version_google_rating", "version_google_review_count", "version_map_query", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_name", "version_founder_name", "version_founder_slug", "version_phones_new_cases", "version_phones_customer_service", "version_phones_humanitarian", "version_phones_truck_companies", "version_phones_truck_recruitment", "version_phones_truck_customer_service", "version_email", "version_social_facebook", "version_social_instagram", "version_social_tiktok", "version_social_youtube", "version_social_whatsapp", "version_recruitment_site_url", "version_eb3_url", "version_review_url", "version_google_rating", "version_google_review_count", "version_map_query", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_firm_profile_v\`;`)
  await db.run(sql`DROP TABLE \`_firm_profile_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__firm_profile_v\` RENAME TO \`_firm_profile_v\`;`)
  await db.run(sql`CREATE INDEX \`_firm_profile_v_created_at_idx\` ON \`_firm_profile_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_firm_profile_v_updated_at_idx\` ON \`_firm_profile_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_social_team\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_social_team\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`social_team\`;`)
  await db.run(sql`DROP TABLE \`social_team\`;`)
  await db.run(sql`ALTER TABLE \`__new_social_team\` RENAME TO \`social_team\`;`)
  await db.run(sql`CREATE TABLE \`__new_intake_schedule_shifts_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`intake_schedule_shifts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_intake_schedule_shifts_days\`("order", "parent_id", "value", "id") SELECT "order", "parent_id", "value", "id" FROM \`intake_schedule_shifts_days\`;`)
  await db.run(sql`DROP TABLE \`intake_schedule_shifts_days\`;`)
  await db.run(sql`ALTER TABLE \`__new_intake_schedule_shifts_days\` RENAME TO \`intake_schedule_shifts_days\`;`)
  await db.run(sql`CREATE INDEX \`intake_schedule_shifts_days_order_idx\` ON \`intake_schedule_shifts_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`intake_schedule_shifts_days_parent_idx\` ON \`intake_schedule_shifts_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_intake_schedule\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`time_zone\` text,
  	\`after_hours_agent_id\` integer,
  	\`escalation_minutes\` numeric DEFAULT 5 NOT NULL,
  	\`manager_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`after_hours_agent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`manager_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_intake_schedule\`("id", "time_zone", "after_hours_agent_id", "escalation_minutes", "manager_id", "updated_at", "created_at") SELECT "id", "time_zone", "after_hours_agent_id", "escalation_minutes", "manager_id", "updated_at", "created_at" FROM \`intake_schedule\`;`)
  await db.run(sql`DROP TABLE \`intake_schedule\`;`)
  await db.run(sql`ALTER TABLE \`__new_intake_schedule\` RENAME TO \`intake_schedule\`;`)
  await db.run(sql`CREATE INDEX \`intake_schedule_after_hours_agent_idx\` ON \`intake_schedule\` (\`after_hours_agent_id\`);`)
  await db.run(sql`CREATE INDEX \`intake_schedule_manager_idx\` ON \`intake_schedule\` (\`manager_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_auto_replies\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`es_sms_open\` text DEFAULT 'Hola {firstName}, gracias por escribir a {firmName}. Recibimos su consulta y le llamaremos en los próximos minutos. También puede llamarnos al {phone}. Responda STOP para no recibir más mensajes.' NOT NULL,
  	\`es_sms_closed\` text DEFAULT 'Hola {firstName}, gracias por escribir a {firmName}. Recibimos su consulta fuera de nuestro horario de atención: le llamaremos {nextOpening}. También puede llamarnos al {phone}. Responda STOP para no recibir más mensajes.' NOT NULL,
  	\`es_email_subject\` text DEFAULT 'Recibimos su consulta – {firmName}' NOT NULL,
  	\`es_email_open\` text DEFAULT 'Hola {firstName}:
  
  Gracias por escribir a {firmName}. Recibimos su consulta y un miembro de nuestro equipo le llamará en los próximos minutos.
  
  Si prefiere, puede llamarnos al {phone}.
  
  Atentamente,
  {firmName}' NOT NULL,
  	\`es_email_closed\` text DEFAULT 'Hola {firstName}:
  
  Gracias por escribir a {firmName}. Recibimos su consulta fuera de nuestro horario de atención: le llamaremos {nextOpening}.
  
  Si prefiere, puede llamarnos al {phone}.
  
  Atentamente,
  {firmName}' NOT NULL,
  	\`es_help\` text DEFAULT '{firmName}: para ayuda llame al {phone}. Pueden aplicar tarifas de mensajes y datos. Responda STOP para no recibir más mensajes.' NOT NULL,
  	\`es_opt_out\` text DEFAULT '{firmName}: no recibirá más mensajes de texto nuestros. Responda START para suscribirse de nuevo.' NOT NULL,
  	\`es_opt_in\` text DEFAULT '{firmName}: volverá a recibir nuestros mensajes de texto sobre su caso. Responda HELP para ayuda o STOP para cancelar.' NOT NULL,
  	\`en_sms_open\` text DEFAULT 'Hi {firstName}, thank you for contacting {firmName}. We received your request and will call you in the next few minutes. You can also call us at {phone}. Reply STOP to opt out.' NOT NULL,
  	\`en_sms_closed\` text DEFAULT 'Hi {firstName}, thank you for contacting {firmName}. We received your request outside our office hours: we will call you {nextOpening}. You can also call us at {phone}. Reply STOP to opt out.' NOT NULL,
  	\`en_email_subject\` text DEFAULT 'We received your request – {firmName}' NOT NULL,
  	\`en_email_open\` text DEFAULT 'Hi {firstName},
  
  Thank you for contacting {firmName}. We received your request and a member of our team will call you in the next few minutes.
  
  You can also call us at {phone}.
  
  Sincerely,
  {firmName}' NOT NULL,
  	\`en_email_closed\` text DEFAULT 'Hi {firstName},
  
  Thank you for contacting {firmName}. We received your request outside our office hours: we will call you {nextOpening}.
  
  You can also call us at {phone}.
  
  Sincerely,
  {firmName}' NOT NULL,
  	\`en_help\` text DEFAULT '{firmName}: for help call {phone}. Message and data rates may apply. Reply STOP to opt out.' NOT NULL,
  	\`en_opt_out\` text DEFAULT '{firmName}: you will receive no more text messages from us. Reply START to subscribe again.' NOT NULL,
  	\`en_opt_in\` text DEFAULT '{firmName}: you will receive our text messages about your case again. Reply HELP for help or STOP to opt out.' NOT NULL,
  	\`whatsapp_enabled\` integer DEFAULT false,
  	\`whatsapp_template_open\` text DEFAULT 'lead_auto_reply',
  	\`whatsapp_template_closed\` text DEFAULT 'lead_auto_reply_after_hours',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_auto_replies\`("id", "es_sms_open", "es_sms_closed", "es_email_subject", "es_email_open", "es_email_closed", "es_help", "es_opt_out", "es_opt_in", "en_sms_open", "en_sms_closed", "en_email_subject", "en_email_open", "en_email_closed", "en_help", "en_opt_out", "en_opt_in", "whatsapp_enabled", "whatsapp_template_open", "whatsapp_template_closed", "updated_at", "created_at") SELECT "id", "es_sms_open", "es_sms_closed", "es_email_subject", "es_email_open", "es_email_closed", "es_help", "es_opt_out", "es_opt_in", "en_sms_open", "en_sms_closed", "en_email_subject", "en_email_open", "en_email_closed", "en_help", "en_opt_out", "en_opt_in", "whatsapp_enabled", "whatsapp_template_open", "whatsapp_template_closed", "updated_at", "created_at" FROM \`auto_replies\`;`)
  await db.run(sql`DROP TABLE \`auto_replies\`;`)
  await db.run(sql`ALTER TABLE \`__new_auto_replies\` RENAME TO \`auto_replies\`;`)
  await db.run(sql`CREATE TABLE \`__new_retention_settings\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`spam_days\` numeric DEFAULT 30 NOT NULL,
  	\`not_qualified_months\` numeric DEFAULT 24 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_retention_settings\`("id", "spam_days", "not_qualified_months", "updated_at", "created_at") SELECT "id", "spam_days", "not_qualified_months", "updated_at", "created_at" FROM \`retention_settings\`;`)
  await db.run(sql`DROP TABLE \`retention_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_retention_settings\` RENAME TO \`retention_settings\`;`)
  await db.run(sql`CREATE TABLE \`__new_booking_settings_availability_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`booking_settings_availability\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_booking_settings_availability_days\`("order", "parent_id", "value", "id") SELECT "order", "parent_id", "value", "id" FROM \`booking_settings_availability_days\`;`)
  await db.run(sql`DROP TABLE \`booking_settings_availability_days\`;`)
  await db.run(sql`ALTER TABLE \`__new_booking_settings_availability_days\` RENAME TO \`booking_settings_availability_days\`;`)
  await db.run(sql`CREATE INDEX \`booking_settings_availability_days_order_idx\` ON \`booking_settings_availability_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`booking_settings_availability_days_parent_idx\` ON \`booking_settings_availability_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_booking_settings\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`slot_minutes\` numeric DEFAULT 30 NOT NULL,
  	\`buffer_minutes\` numeric DEFAULT 0 NOT NULL,
  	\`notice_minutes\` numeric DEFAULT 120 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_booking_settings\`("id", "slot_minutes", "buffer_minutes", "notice_minutes", "updated_at", "created_at") SELECT "id", "slot_minutes", "buffer_minutes", "notice_minutes", "updated_at", "created_at" FROM \`booking_settings\`;`)
  await db.run(sql`DROP TABLE \`booking_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_booking_settings\` RENAME TO \`booking_settings\`;`)
    await continueLeadIdsAfterAudit(db)
  })
}

/**
 * A lead deleted before this migration left no trace in the new sequence but may in the audit
 * trail (events keyed by its id): the leads' sequence starts after the highest id it names too.
 */
async function continueLeadIdsAfterAudit(db: Db) {
  await db.run(sql`INSERT INTO sqlite_sequence (name, seq)
    SELECT 'leads', 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'leads');`)
  await db.run(sql`UPDATE sqlite_sequence
    SET seq = max(seq, coalesce((SELECT max(CAST(lead AS INTEGER)) FROM audit_events), 0))
    WHERE name = 'leads';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await rebuild(db, async (db) => {
  await db.run(sql`CREATE TABLE \`__new_users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_users_roles\`("order", "parent_id", "value", "id") SELECT "order", "parent_id", "value", "id" FROM \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`ALTER TABLE \`__new_users_roles\` RENAME TO \`users_roles\`;`)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_users_alert_channels\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_users_alert_channels\`("order", "parent_id", "value", "id") SELECT "order", "parent_id", "value", "id" FROM \`users_alert_channels\`;`)
  await db.run(sql`DROP TABLE \`users_alert_channels\`;`)
  await db.run(sql`ALTER TABLE \`__new_users_alert_channels\` RENAME TO \`users_alert_channels\`;`)
  await db.run(sql`CREATE INDEX \`users_alert_channels_order_idx\` ON \`users_alert_channels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_alert_channels_parent_idx\` ON \`users_alert_channels\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`mobile\` text,
  	\`alert_language\` text DEFAULT 'es',
  	\`calendar_feed_version\` numeric DEFAULT 0,
  	\`two_factor_required\` integer DEFAULT false,
  	\`two_factor_enabled_at\` text,
  	\`two_factor_secret\` text,
  	\`two_factor_pending_secret\` text,
  	\`two_factor_recovery_codes\` text,
  	\`two_factor_last_step\` numeric,
  	\`two_factor_sessions\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_users\`("id", "name", "mobile", "alert_language", "calendar_feed_version", "two_factor_required", "two_factor_enabled_at", "two_factor_secret", "two_factor_pending_secret", "two_factor_recovery_codes", "two_factor_last_step", "two_factor_sessions", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until") SELECT "id", "name", "mobile", "alert_language", "calendar_feed_version", "two_factor_required", "two_factor_enabled_at", "two_factor_secret", "two_factor_pending_secret", "two_factor_recovery_codes", "two_factor_last_step", "two_factor_sessions", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until" FROM \`users\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`ALTER TABLE \`__new_users\` RENAME TO \`users\`;`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`__new_media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`INSERT INTO \`__new_media\`("id", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y") SELECT "id", "updated_at", "created_at", "url", "thumbnail_u_r_l", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y" FROM \`media\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`ALTER TABLE \`__new_media\` RENAME TO \`media\`;`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`__new_blog_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_blog_categories\`("id", "order", "updated_at", "created_at") SELECT "id", "order", "updated_at", "created_at" FROM \`blog_categories\`;`)
  await db.run(sql`DROP TABLE \`blog_categories\`;`)
  await db.run(sql`ALTER TABLE \`__new_blog_categories\` RENAME TO \`blog_categories\`;`)
  await db.run(sql`CREATE INDEX \`blog_categories_updated_at_idx\` ON \`blog_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_categories_created_at_idx\` ON \`blog_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_blog_posts\` (
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
  await db.run(sql`INSERT INTO \`__new_blog_posts\`("id", "created_date", "featured", "author_name", "author_attorney_slug", "main_image_id", "updated_at", "created_at", "_status") SELECT "id", "created_date", "featured", "author_name", "author_attorney_slug", "main_image_id", "updated_at", "created_at", "_status" FROM \`blog_posts\`;`)
  await db.run(sql`DROP TABLE \`blog_posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_blog_posts\` RENAME TO \`blog_posts\`;`)
  await db.run(sql`CREATE INDEX \`blog_posts_main_image_idx\` ON \`blog_posts\` (\`main_image_id\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_updated_at_idx\` ON \`blog_posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts_created_at_idx\` ON \`blog_posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`blog_posts__status_idx\` ON \`blog_posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__blog_posts_v_version_anchors\` (
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
  await db.run(sql`INSERT INTO \`__new__blog_posts_v_version_anchors\`("_order", "_parent_id", "id", "title_es", "title_en", "anchor", "_uuid") SELECT "_order", "_parent_id", "id", "title_es", "title_en", "anchor", "_uuid" FROM \`_blog_posts_v_version_anchors\`;`)
  await db.run(sql`DROP TABLE \`_blog_posts_v_version_anchors\`;`)
  await db.run(sql`ALTER TABLE \`__new__blog_posts_v_version_anchors\` RENAME TO \`_blog_posts_v_version_anchors\`;`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_anchors_order_idx\` ON \`_blog_posts_v_version_anchors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_anchors_parent_id_idx\` ON \`_blog_posts_v_version_anchors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__blog_posts_v_version_gallery\` (
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
  await db.run(sql`INSERT INTO \`__new__blog_posts_v_version_gallery\`("_order", "_parent_id", "id", "image_id", "alt_es", "alt_en", "_uuid") SELECT "_order", "_parent_id", "id", "image_id", "alt_es", "alt_en", "_uuid" FROM \`_blog_posts_v_version_gallery\`;`)
  await db.run(sql`DROP TABLE \`_blog_posts_v_version_gallery\`;`)
  await db.run(sql`ALTER TABLE \`__new__blog_posts_v_version_gallery\` RENAME TO \`_blog_posts_v_version_gallery\`;`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_gallery_order_idx\` ON \`_blog_posts_v_version_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_gallery_parent_id_idx\` ON \`_blog_posts_v_version_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_blog_posts_v_version_gallery_image_idx\` ON \`_blog_posts_v_version_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__blog_posts_v\` (
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
  await db.run(sql`INSERT INTO \`__new__blog_posts_v\`("id", "parent_id", "version_created_date", "version_featured", "version_author_name", "version_author_attorney_slug", "version_main_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_created_date", "version_featured", "version_author_name", "version_author_attorney_slug", "version_main_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_blog_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_blog_posts_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__blog_posts_v\` RENAME TO \`_blog_posts_v\`;`)
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
  await db.run(sql`CREATE TABLE \`__new_travel_testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`video_url\` text NOT NULL,
  	\`poster_id\` integer NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_travel_testimonials\`("id", "video_url", "poster_id", "order", "updated_at", "created_at") SELECT "id", "video_url", "poster_id", "order", "updated_at", "created_at" FROM \`travel_testimonials\`;`)
  await db.run(sql`DROP TABLE \`travel_testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new_travel_testimonials\` RENAME TO \`travel_testimonials\`;`)
  await db.run(sql`CREATE INDEX \`travel_testimonials_poster_idx\` ON \`travel_testimonials\` (\`poster_id\`);`)
  await db.run(sql`CREATE INDEX \`travel_testimonials_updated_at_idx\` ON \`travel_testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`travel_testimonials_created_at_idx\` ON \`travel_testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_giveaway_testimonials\` (
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
  await db.run(sql`INSERT INTO \`__new_giveaway_testimonials\`("id", "image_id", "alt_es", "alt_en", "order", "updated_at", "created_at") SELECT "id", "image_id", "alt_es", "alt_en", "order", "updated_at", "created_at" FROM \`giveaway_testimonials\`;`)
  await db.run(sql`DROP TABLE \`giveaway_testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new_giveaway_testimonials\` RENAME TO \`giveaway_testimonials\`;`)
  await db.run(sql`CREATE INDEX \`giveaway_testimonials_image_idx\` ON \`giveaway_testimonials\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`giveaway_testimonials_updated_at_idx\` ON \`giveaway_testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`giveaway_testimonials_created_at_idx\` ON \`giveaway_testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_google_reviews\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`image_id\` integer,
  	\`time\` numeric NOT NULL,
  	\`external_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_google_reviews\`("id", "name", "image_id", "time", "external_id", "updated_at", "created_at") SELECT "id", "name", "image_id", "time", "external_id", "updated_at", "created_at" FROM \`google_reviews\`;`)
  await db.run(sql`DROP TABLE \`google_reviews\`;`)
  await db.run(sql`ALTER TABLE \`__new_google_reviews\` RENAME TO \`google_reviews\`;`)
  await db.run(sql`CREATE INDEX \`google_reviews_image_idx\` ON \`google_reviews\` (\`image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`google_reviews_external_id_idx\` ON \`google_reviews\` (\`external_id\`);`)
  await db.run(sql`CREATE INDEX \`google_reviews_updated_at_idx\` ON \`google_reviews\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`google_reviews_created_at_idx\` ON \`google_reviews\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`assigned_to_id\` integer,
  	\`first_contact_at\` text,
  	\`duplicate_of_id\` integer,
  	\`phone_digits\` text,
  	\`name_folded\` text,
  	\`queue\` numeric,
  	\`logged_by_id\` integer,
  	\`next_action\` text,
  	\`next_action_due\` text,
  	\`contact_attempts\` numeric DEFAULT 0,
  	\`follow_up_due\` integer DEFAULT false,
  	\`matter_type\` text,
  	\`responsible_attorney_id\` integer,
  	\`merged_into_id\` integer,
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
  	\`delivery_status\` text DEFAULT 'pending',
  	\`staff_notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`assigned_to_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`duplicate_of_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logged_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`responsible_attorney_id\`) REFERENCES \`attorneys\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`merged_into_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "status", "assigned_to_id", "first_contact_at", "duplicate_of_id", "phone_digits", "name_folded", "queue", "logged_by_id", "next_action", "next_action_due", "contact_attempts", "follow_up_due", "matter_type", "responsible_attorney_id", "merged_into_id", "nombre", "phone", "email", "mensaje", "seccion", "kind", "situacion", "situacion_key", "casado", "estancia", "referrer_nombre", "referrer_telefono", "social_agente", "social_source", "social_status", "social_tipo", "social_link", "social_hora", "social_pc_referido", "social_pc_videollamada", "social_direcionada", "checkbox", "consent_text", "locale", "page_path", "source", "fecha_hora", "received_at", "ip", "user_agent", "spam", "delivery_status", "staff_notes", "updated_at", "created_at") SELECT "id", "status", "assigned_to_id", "first_contact_at", "duplicate_of_id", "phone_digits", "name_folded", "queue", "logged_by_id", "next_action", "next_action_due", "contact_attempts", "follow_up_due", "matter_type", "responsible_attorney_id", "merged_into_id", "nombre", "phone", "email", "mensaje", "seccion", "kind", "situacion", "situacion_key", "casado", "estancia", "referrer_nombre", "referrer_telefono", "social_agente", "social_source", "social_status", "social_tipo", "social_link", "social_hora", "social_pc_referido", "social_pc_videollamada", "social_direcionada", "checkbox", "consent_text", "locale", "page_path", "source", "fecha_hora", "received_at", "ip", "user_agent", "spam", "delivery_status", "staff_notes", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_assigned_to_idx\` ON \`leads\` (\`assigned_to_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_first_contact_at_idx\` ON \`leads\` (\`first_contact_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_duplicate_of_idx\` ON \`leads\` (\`duplicate_of_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_phone_digits_idx\` ON \`leads\` (\`phone_digits\`);`)
  await db.run(sql`CREATE INDEX \`leads_name_folded_idx\` ON \`leads\` (\`name_folded\`);`)
  await db.run(sql`CREATE INDEX \`leads_queue_idx\` ON \`leads\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`leads_logged_by_idx\` ON \`leads\` (\`logged_by_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_next_action_idx\` ON \`leads\` (\`next_action\`);`)
  await db.run(sql`CREATE INDEX \`leads_next_action_due_idx\` ON \`leads\` (\`next_action_due\`);`)
  await db.run(sql`CREATE INDEX \`leads_follow_up_due_idx\` ON \`leads\` (\`follow_up_due\`);`)
  await db.run(sql`CREATE INDEX \`leads_responsible_attorney_idx\` ON \`leads\` (\`responsible_attorney_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_merged_into_idx\` ON \`leads\` (\`merged_into_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_phone_idx\` ON \`leads\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`leads_seccion_idx\` ON \`leads\` (\`seccion\`);`)
  await db.run(sql`CREATE INDEX \`leads_kind_idx\` ON \`leads\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`leads_locale_idx\` ON \`leads\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`leads_source_idx\` ON \`leads\` (\`source\`);`)
  await db.run(sql`CREATE INDEX \`leads_received_at_idx\` ON \`leads\` (\`received_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_spam_idx\` ON \`leads\` (\`spam\`);`)
  await db.run(sql`CREATE INDEX \`leads_delivery_status_idx\` ON \`leads\` (\`delivery_status\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_lead_deliveries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead_id\` integer NOT NULL,
  	\`channel\` text NOT NULL,
  	\`target\` text,
  	\`data\` text,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text,
  	\`locked_until\` text,
  	\`attempts_at_retry\` numeric DEFAULT 0,
  	\`last_error\` text,
  	\`result\` text,
  	\`delivered_at\` text,
  	\`idempotency_key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_lead_deliveries\`("id", "lead_id", "channel", "target", "data", "status", "attempts", "next_attempt_at", "locked_until", "attempts_at_retry", "last_error", "result", "delivered_at", "idempotency_key", "updated_at", "created_at") SELECT "id", "lead_id", "channel", "target", "data", "status", "attempts", "next_attempt_at", "locked_until", "attempts_at_retry", "last_error", "result", "delivered_at", "idempotency_key", "updated_at", "created_at" FROM \`lead_deliveries\`;`)
  await db.run(sql`DROP TABLE \`lead_deliveries\`;`)
  await db.run(sql`ALTER TABLE \`__new_lead_deliveries\` RENAME TO \`lead_deliveries\`;`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_lead_idx\` ON \`lead_deliveries\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_channel_idx\` ON \`lead_deliveries\` (\`channel\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_target_idx\` ON \`lead_deliveries\` (\`target\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_status_idx\` ON \`lead_deliveries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_next_attempt_at_idx\` ON \`lead_deliveries\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`lead_deliveries_idempotency_key_idx\` ON \`lead_deliveries\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_updated_at_idx\` ON \`lead_deliveries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_created_at_idx\` ON \`lead_deliveries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_lead_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead_id\` integer,
  	\`direction\` text NOT NULL,
  	\`channel\` text DEFAULT 'sms' NOT NULL,
  	\`phone\` text,
  	\`body\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`provider_id\` text,
  	\`status\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_lead_texts\`("id", "lead_id", "direction", "channel", "phone", "body", "kind", "provider_id", "status", "updated_at", "created_at") SELECT "id", "lead_id", "direction", "channel", "phone", "body", "kind", "provider_id", "status", "updated_at", "created_at" FROM \`lead_texts\`;`)
  await db.run(sql`DROP TABLE \`lead_texts\`;`)
  await db.run(sql`ALTER TABLE \`__new_lead_texts\` RENAME TO \`lead_texts\`;`)
  await db.run(sql`CREATE INDEX \`lead_texts_lead_idx\` ON \`lead_texts\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_texts_phone_idx\` ON \`lead_texts\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`lead_texts_provider_id_idx\` ON \`lead_texts\` (\`provider_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_texts_updated_at_idx\` ON \`lead_texts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_texts_created_at_idx\` ON \`lead_texts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_sms_opt_outs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text NOT NULL,
  	\`action\` text NOT NULL,
  	\`via\` text NOT NULL,
  	\`keyword\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sms_opt_outs\`("id", "phone", "action", "via", "keyword", "updated_at", "created_at") SELECT "id", "phone", "action", "via", "keyword", "updated_at", "created_at" FROM \`sms_opt_outs\`;`)
  await db.run(sql`DROP TABLE \`sms_opt_outs\`;`)
  await db.run(sql`ALTER TABLE \`__new_sms_opt_outs\` RENAME TO \`sms_opt_outs\`;`)
  await db.run(sql`CREATE INDEX \`sms_opt_outs_phone_idx\` ON \`sms_opt_outs\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`sms_opt_outs_updated_at_idx\` ON \`sms_opt_outs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sms_opt_outs_created_at_idx\` ON \`sms_opt_outs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_call_clicks\` (
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
  await db.run(sql`INSERT INTO \`__new_call_clicks\`("id", "page_path", "source", "clicked_at", "ip", "user_agent", "updated_at", "created_at") SELECT "id", "page_path", "source", "clicked_at", "ip", "user_agent", "updated_at", "created_at" FROM \`call_clicks\`;`)
  await db.run(sql`DROP TABLE \`call_clicks\`;`)
  await db.run(sql`ALTER TABLE \`__new_call_clicks\` RENAME TO \`call_clicks\`;`)
  await db.run(sql`CREATE INDEX \`call_clicks_clicked_at_idx\` ON \`call_clicks\` (\`clicked_at\`);`)
  await db.run(sql`CREATE INDEX \`call_clicks_updated_at_idx\` ON \`call_clicks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`call_clicks_created_at_idx\` ON \`call_clicks\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_bookings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`lead_id\` integer NOT NULL,
  	\`agent_id\` integer NOT NULL,
  	\`start\` text NOT NULL,
  	\`end\` text NOT NULL,
  	\`status\` text DEFAULT 'booked' NOT NULL,
  	\`time_zone\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`slot_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`agent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_bookings\`("id", "lead_id", "agent_id", "start", "end", "status", "time_zone", "locale", "slot_key", "updated_at", "created_at") SELECT "id", "lead_id", "agent_id", "start", "end", "status", "time_zone", "locale", "slot_key", "updated_at", "created_at" FROM \`bookings\`;`)
  await db.run(sql`DROP TABLE \`bookings\`;`)
  await db.run(sql`ALTER TABLE \`__new_bookings\` RENAME TO \`bookings\`;`)
  await db.run(sql`CREATE INDEX \`bookings_lead_idx\` ON \`bookings\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_agent_idx\` ON \`bookings\` (\`agent_id\`);`)
  await db.run(sql`CREATE INDEX \`bookings_start_idx\` ON \`bookings\` (\`start\`);`)
  await db.run(sql`CREATE INDEX \`bookings_status_idx\` ON \`bookings\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`bookings_slot_key_idx\` ON \`bookings\` (\`slot_key\`);`)
  await db.run(sql`CREATE INDEX \`bookings_updated_at_idx\` ON \`bookings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`bookings_created_at_idx\` ON \`bookings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_push_subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`endpoint\` text NOT NULL,
  	\`keys_p256dh\` text NOT NULL,
  	\`keys_auth\` text NOT NULL,
  	\`user_agent\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_push_subscriptions\`("id", "user_id", "endpoint", "keys_p256dh", "keys_auth", "user_agent", "updated_at", "created_at") SELECT "id", "user_id", "endpoint", "keys_p256dh", "keys_auth", "user_agent", "updated_at", "created_at" FROM \`push_subscriptions\`;`)
  await db.run(sql`DROP TABLE \`push_subscriptions\`;`)
  await db.run(sql`ALTER TABLE \`__new_push_subscriptions\` RENAME TO \`push_subscriptions\`;`)
  await db.run(sql`CREATE INDEX \`push_subscriptions_user_idx\` ON \`push_subscriptions\` (\`user_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`push_subscriptions_endpoint_idx\` ON \`push_subscriptions\` (\`endpoint\`);`)
  await db.run(sql`CREATE INDEX \`push_subscriptions_updated_at_idx\` ON \`push_subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`push_subscriptions_created_at_idx\` ON \`push_subscriptions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_content_blocks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`image_id\` integer,
  	\`video_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_content_blocks\`("id", "key", "image_id", "video_url", "updated_at", "created_at") SELECT "id", "key", "image_id", "video_url", "updated_at", "created_at" FROM \`content_blocks\`;`)
  await db.run(sql`DROP TABLE \`content_blocks\`;`)
  await db.run(sql`ALTER TABLE \`__new_content_blocks\` RENAME TO \`content_blocks\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`content_blocks_key_idx\` ON \`content_blocks\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`content_blocks_image_idx\` ON \`content_blocks\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`content_blocks_updated_at_idx\` ON \`content_blocks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`content_blocks_created_at_idx\` ON \`content_blocks\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`meta_image_id\` integer,
  	\`meta_noindex\` integer DEFAULT false,
  	\`publish_at\` text,
  	\`publishat_tz\` text DEFAULT 'America/New_York',
  	\`unpublish_at\` text,
  	\`unpublishat_tz\` text DEFAULT 'America/New_York',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "meta_image_id", "meta_noindex", "publish_at", "publishat_tz", "unpublish_at", "unpublishat_tz", "updated_at", "created_at", "_status") SELECT "id", "meta_image_id", "meta_noindex", "publish_at", "publishat_tz", "unpublish_at", "unpublishat_tz", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`cta\` text DEFAULT 'form',
  	\`cta_label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_hero\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "image_id", "cta", "cta_label", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "image_id", "cta", "cta_label", "_uuid", "block_name" FROM \`_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_hero\` RENAME TO \`_pages_v_blocks_hero\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_order_idx\` ON \`_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_parent_id_idx\` ON \`_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_path_idx\` ON \`_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_locale_idx\` ON \`_pages_v_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_image_idx\` ON \`_pages_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_lead_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`section_label\` text,
  	\`heading\` text,
  	\`text\` text,
  	\`consent_preview\` numeric DEFAULT 200,
  	\`situation\` integer DEFAULT false,
  	\`thank_you\` text DEFAULT 'thanks',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_lead_form\`("_order", "_parent_id", "_path", "_locale", "id", "section_label", "heading", "text", "consent_preview", "situation", "thank_you", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "section_label", "heading", "text", "consent_preview", "situation", "thank_you", "_uuid", "block_name" FROM \`_pages_v_blocks_lead_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_lead_form\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_lead_form\` RENAME TO \`_pages_v_blocks_lead_form\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_lead_form_order_idx\` ON \`_pages_v_blocks_lead_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_lead_form_parent_id_idx\` ON \`_pages_v_blocks_lead_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_lead_form_path_idx\` ON \`_pages_v_blocks_lead_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_lead_form_locale_idx\` ON \`_pages_v_blocks_lead_form\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_rich_text\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "_uuid", "block_name" FROM \`_pages_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rich_text\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_rich_text\` RENAME TO \`_pages_v_blocks_rich_text\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_order_idx\` ON \`_pages_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_parent_id_idx\` ON \`_pages_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_path_idx\` ON \`_pages_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_locale_idx\` ON \`_pages_v_blocks_rich_text\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`video_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_media\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "image_id", "video_url", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "image_id", "video_url", "_uuid", "block_name" FROM \`_pages_v_blocks_media\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_media\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_media\` RENAME TO \`_pages_v_blocks_media\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_order_idx\` ON \`_pages_v_blocks_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_parent_id_idx\` ON \`_pages_v_blocks_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_path_idx\` ON \`_pages_v_blocks_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_locale_idx\` ON \`_pages_v_blocks_media\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_image_idx\` ON \`_pages_v_blocks_media\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_cards_items\`("_order", "_parent_id", "_locale", "id", "title", "text", "image_id", "href", "_uuid") SELECT "_order", "_parent_id", "_locale", "id", "title", "text", "image_id", "href", "_uuid" FROM \`_pages_v_blocks_cards_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cards_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_cards_items\` RENAME TO \`_pages_v_blocks_cards_items\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_items_order_idx\` ON \`_pages_v_blocks_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_items_parent_id_idx\` ON \`_pages_v_blocks_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_items_locale_idx\` ON \`_pages_v_blocks_cards_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_items_image_idx\` ON \`_pages_v_blocks_cards_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_cards\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "_uuid", "block_name" FROM \`_pages_v_blocks_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_cards\` RENAME TO \`_pages_v_blocks_cards\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_order_idx\` ON \`_pages_v_blocks_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_parent_id_idx\` ON \`_pages_v_blocks_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_path_idx\` ON \`_pages_v_blocks_cards\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_locale_idx\` ON \`_pages_v_blocks_cards\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_faq_items\`("_order", "_parent_id", "_locale", "id", "question", "answer", "_uuid") SELECT "_order", "_parent_id", "_locale", "id", "question", "answer", "_uuid" FROM \`_pages_v_blocks_faq_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_items\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_faq_items\` RENAME TO \`_pages_v_blocks_faq_items\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_items_order_idx\` ON \`_pages_v_blocks_faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_items_parent_id_idx\` ON \`_pages_v_blocks_faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_items_locale_idx\` ON \`_pages_v_blocks_faq_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_faq\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "_uuid", "block_name" FROM \`_pages_v_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_faq\` RENAME TO \`_pages_v_blocks_faq\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_order_idx\` ON \`_pages_v_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_parent_id_idx\` ON \`_pages_v_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_path_idx\` ON \`_pages_v_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_locale_idx\` ON \`_pages_v_blocks_faq\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`source\` text DEFAULT 'google',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_testimonials\`("_order", "_parent_id", "_path", "_locale", "id", "source", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "source", "_uuid", "block_name" FROM \`_pages_v_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_testimonials\` RENAME TO \`_pages_v_blocks_testimonials\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_order_idx\` ON \`_pages_v_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_parent_id_idx\` ON \`_pages_v_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_path_idx\` ON \`_pages_v_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_locale_idx\` ON \`_pages_v_blocks_testimonials\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_attorney_spotlight\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`attorney_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`attorney_id\`) REFERENCES \`attorneys\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_attorney_spotlight\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "attorney_id", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "attorney_id", "_uuid", "block_name" FROM \`_pages_v_blocks_attorney_spotlight\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_attorney_spotlight\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_attorney_spotlight\` RENAME TO \`_pages_v_blocks_attorney_spotlight\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_attorney_spotlight_order_idx\` ON \`_pages_v_blocks_attorney_spotlight\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_attorney_spotlight_parent_id_idx\` ON \`_pages_v_blocks_attorney_spotlight\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_attorney_spotlight_path_idx\` ON \`_pages_v_blocks_attorney_spotlight\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_attorney_spotlight_locale_idx\` ON \`_pages_v_blocks_attorney_spotlight\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_attorney_spotlight_attorney_idx\` ON \`_pages_v_blocks_attorney_spotlight\` (\`attorney_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_trust_strip\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`years\` text,
  	\`years_text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_trust_strip\`("_order", "_parent_id", "_path", "_locale", "id", "years", "years_text", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "years", "years_text", "_uuid", "block_name" FROM \`_pages_v_blocks_trust_strip\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_trust_strip\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_trust_strip\` RENAME TO \`_pages_v_blocks_trust_strip\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trust_strip_order_idx\` ON \`_pages_v_blocks_trust_strip\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trust_strip_parent_id_idx\` ON \`_pages_v_blocks_trust_strip\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trust_strip_path_idx\` ON \`_pages_v_blocks_trust_strip\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_trust_strip_locale_idx\` ON \`_pages_v_blocks_trust_strip\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_contact_buttons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_contact_buttons\`("_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "_locale", "id", "heading", "text", "_uuid", "block_name" FROM \`_pages_v_blocks_contact_buttons\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_buttons\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_contact_buttons\` RENAME TO \`_pages_v_blocks_contact_buttons\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_buttons_order_idx\` ON \`_pages_v_blocks_contact_buttons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_buttons_parent_id_idx\` ON \`_pages_v_blocks_contact_buttons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_buttons_path_idx\` ON \`_pages_v_blocks_contact_buttons\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_buttons_locale_idx\` ON \`_pages_v_blocks_contact_buttons\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_meta_image_id\` integer,
  	\`version_meta_noindex\` integer DEFAULT false,
  	\`version_publish_at\` text,
  	\`version_publishat_tz\` text DEFAULT 'America/New_York',
  	\`version_unpublish_at\` text,
  	\`version_unpublishat_tz\` text DEFAULT 'America/New_York',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_meta_image_id", "version_meta_noindex", "version_publish_at", "version_publishat_tz", "version_unpublish_at", "version_unpublishat_tz", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_meta_image_id", "version_meta_noindex", "version_publish_at", "version_publishat_tz", "version_unpublish_at", "version_unpublishat_tz", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_redirects\`("id", "from", "to", "updated_at", "created_at") SELECT "id", "from", "to", "updated_at", "created_at" FROM \`redirects\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`ALTER TABLE \`__new_redirects\` RENAME TO \`redirects\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_attorneys\` (
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
  await db.run(sql`INSERT INTO \`__new_attorneys\`("id", "name", "slug", "founder", "order", "photo_id", "banner_id", "email", "phone", "social_facebook", "social_instagram", "social_linkedin", "updated_at", "created_at") SELECT "id", "name", "slug", "founder", "order", "photo_id", "banner_id", "email", "phone", "social_facebook", "social_instagram", "social_linkedin", "updated_at", "created_at" FROM \`attorneys\`;`)
  await db.run(sql`DROP TABLE \`attorneys\`;`)
  await db.run(sql`ALTER TABLE \`__new_attorneys\` RENAME TO \`attorneys\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`attorneys_slug_idx\` ON \`attorneys\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`attorneys_photo_idx\` ON \`attorneys\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`attorneys_banner_idx\` ON \`attorneys\` (\`banner_id\`);`)
  await db.run(sql`CREATE INDEX \`attorneys_updated_at_idx\` ON \`attorneys\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`attorneys_created_at_idx\` ON \`attorneys\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_attorney_testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`client_name\` text NOT NULL,
  	\`photo_id\` integer NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_attorney_testimonials\`("id", "client_name", "photo_id", "order", "updated_at", "created_at") SELECT "id", "client_name", "photo_id", "order", "updated_at", "created_at" FROM \`attorney_testimonials\`;`)
  await db.run(sql`DROP TABLE \`attorney_testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new_attorney_testimonials\` RENAME TO \`attorney_testimonials\`;`)
  await db.run(sql`CREATE INDEX \`attorney_testimonials_photo_idx\` ON \`attorney_testimonials\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`attorney_testimonials_updated_at_idx\` ON \`attorney_testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`attorney_testimonials_created_at_idx\` ON \`attorney_testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_live_sessions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text NOT NULL,
  	\`recorded_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_live_sessions\`("id", "url", "recorded_at", "updated_at", "created_at") SELECT "id", "url", "recorded_at", "updated_at", "created_at" FROM \`live_sessions\`;`)
  await db.run(sql`DROP TABLE \`live_sessions\`;`)
  await db.run(sql`ALTER TABLE \`__new_live_sessions\` RENAME TO \`live_sessions\`;`)
  await db.run(sql`CREATE INDEX \`live_sessions_updated_at_idx\` ON \`live_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`live_sessions_created_at_idx\` ON \`live_sessions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_audit_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`seq\` numeric NOT NULL,
  	\`at\` text NOT NULL,
  	\`action\` text NOT NULL,
  	\`user\` text,
  	\`user_id\` numeric,
  	\`lead\` numeric,
  	\`ip\` text,
  	\`details\` text,
  	\`prev_hash\` text NOT NULL,
  	\`hash\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_audit_events\`("id", "seq", "at", "action", "user", "user_id", "lead", "ip", "details", "prev_hash", "hash", "updated_at", "created_at") SELECT "id", "seq", "at", "action", "user", "user_id", "lead", "ip", "details", "prev_hash", "hash", "updated_at", "created_at" FROM \`audit_events\`;`)
  await db.run(sql`DROP TABLE \`audit_events\`;`)
  await db.run(sql`ALTER TABLE \`__new_audit_events\` RENAME TO \`audit_events\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`audit_events_seq_idx\` ON \`audit_events\` (\`seq\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_at_idx\` ON \`audit_events\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_action_idx\` ON \`audit_events\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_lead_idx\` ON \`audit_events\` (\`lead\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`audit_events_prev_hash_idx\` ON \`audit_events\` (\`prev_hash\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_updated_at_idx\` ON \`audit_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_created_at_idx\` ON \`audit_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_retention_runs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`claimed_at\` text NOT NULL,
  	\`finished_at\` text,
  	\`spam_deleted\` numeric,
  	\`anonymized\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_retention_runs\`("id", "key", "claimed_at", "finished_at", "spam_deleted", "anonymized", "updated_at", "created_at") SELECT "id", "key", "claimed_at", "finished_at", "spam_deleted", "anonymized", "updated_at", "created_at" FROM \`retention_runs\`;`)
  await db.run(sql`DROP TABLE \`retention_runs\`;`)
  await db.run(sql`ALTER TABLE \`__new_retention_runs\` RENAME TO \`retention_runs\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`retention_runs_key_idx\` ON \`retention_runs\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`retention_runs_updated_at_idx\` ON \`retention_runs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`retention_runs_created_at_idx\` ON \`retention_runs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_kv\`("id", "key", "data") SELECT "id", "key", "data" FROM \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_kv\` RENAME TO \`payload_kv\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents\`("id", "global_slug", "updated_at", "created_at") SELECT "id", "global_slug", "updated_at", "created_at" FROM \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents\` RENAME TO \`payload_locked_documents\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_preferences\`("id", "key", "value", "updated_at", "created_at") SELECT "id", "key", "value", "updated_at", "created_at" FROM \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_preferences\` RENAME TO \`payload_preferences\`;`)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_migrations\`("id", "name", "batch", "updated_at", "created_at") SELECT "id", "name", "batch", "updated_at", "created_at" FROM \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_migrations\` RENAME TO \`payload_migrations\`;`)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_firm_profile\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`founder_name\` text NOT NULL,
  	\`founder_slug\` text NOT NULL,
  	\`phones_new_cases\` text NOT NULL,
  	\`phones_customer_service\` text NOT NULL,
  	\`phones_humanitarian\` text NOT NULL,
  	\`phones_truck_companies\` text NOT NULL,
  	\`phones_truck_recruitment\` text NOT NULL,
  	\`phones_truck_customer_service\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`social_facebook\` text NOT NULL,
  	\`social_instagram\` text NOT NULL,
  	\`social_tiktok\` text NOT NULL,
  	\`social_youtube\` text NOT NULL,
  	\`social_whatsapp\` text NOT NULL,
  	\`recruitment_site_url\` text NOT NULL,
  	\`eb3_url\` text NOT NULL,
  	\`review_url\` text NOT NULL,
  	\`google_rating\` numeric,
  	\`google_review_count\` numeric,
  	\`map_query\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_firm_profile\`("id", "name", "founder_name", "founder_slug", "phones_new_cases", "phones_customer_service", "phones_humanitarian", "phones_truck_companies", "phones_truck_recruitment", "phones_truck_customer_service", "email", "social_facebook", "social_instagram", "social_tiktok", "social_youtube", "social_whatsapp", "recruitment_site_url", "eb3_url", "review_url", "google_rating", "google_review_count", "map_query", "updated_at", "created_at") SELECT "id", "name", "founder_name", "founder_slug", "phones_new_cases", "phones_customer_service", "phones_humanitarian", "phones_truck_companies", "phones_truck_recruitment", "phones_truck_customer_service", "email", "social_facebook", "social_instagram", "social_tiktok", "social_youtube", "social_whatsapp", "recruitment_site_url", "eb3_url", "review_url", "google_rating", "google_review_count", "map_query", "updated_at", "created_at" FROM \`firm_profile\`;`)
  await db.run(sql`DROP TABLE \`firm_profile\`;`)
  await db.run(sql`ALTER TABLE \`__new_firm_profile\` RENAME TO \`firm_profile\`;`)
  await db.run(sql`CREATE TABLE \`__new__firm_profile_v_version_offices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`address\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_firm_profile_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__firm_profile_v_version_offices\`("_order", "_parent_id", "id", "address", "_uuid") SELECT "_order", "_parent_id", "id", "address", "_uuid" FROM \`_firm_profile_v_version_offices\`;`)
  await db.run(sql`DROP TABLE \`_firm_profile_v_version_offices\`;`)
  await db.run(sql`ALTER TABLE \`__new__firm_profile_v_version_offices\` RENAME TO \`_firm_profile_v_version_offices\`;`)
  await db.run(sql`CREATE INDEX \`_firm_profile_v_version_offices_order_idx\` ON \`_firm_profile_v_version_offices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_firm_profile_v_version_offices_parent_id_idx\` ON \`_firm_profile_v_version_offices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__firm_profile_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_name\` text NOT NULL,
  	\`version_founder_name\` text NOT NULL,
  	\`version_founder_slug\` text NOT NULL,
  	\`version_phones_new_cases\` text NOT NULL,
  	\`version_phones_customer_service\` text NOT NULL,
  	\`version_phones_humanitarian\` text NOT NULL,
  	\`version_phones_truck_companies\` text NOT NULL,
  	\`version_phones_truck_recruitment\` text NOT NULL,
  	\`version_phones_truck_customer_service\` text NOT NULL,
  	\`version_email\` text NOT NULL,
  	\`version_social_facebook\` text NOT NULL,
  	\`version_social_instagram\` text NOT NULL,
  	\`version_social_tiktok\` text NOT NULL,
  	\`version_social_youtube\` text NOT NULL,
  	\`version_social_whatsapp\` text NOT NULL,
  	\`version_recruitment_site_url\` text NOT NULL,
  	\`version_eb3_url\` text NOT NULL,
  	\`version_review_url\` text NOT NULL,
  	\`version_google_rating\` numeric,
  	\`version_google_review_count\` numeric,
  	\`version_map_query\` text NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new__firm_profile_v\`("id", "version_name", "version_founder_name", "version_founder_slug", "version_phones_new_cases", "version_phones_customer_service", "version_phones_humanitarian", "version_phones_truck_companies", "version_phones_truck_recruitment", "version_phones_truck_customer_service", "version_email", "version_social_facebook", "version_social_instagram", "version_social_tiktok", "version_social_youtube", "version_social_whatsapp", "version_recruitment_site_url", "version_eb3_url", "version_review_url", "version_google_rating", "version_google_review_count", "version_map_query", "version_updated_at", "version_created_at", "created_at", "updated_at") SELECT "id", "version_name", "version_founder_name", "version_founder_slug", "version_phones_new_cases", "version_phones_customer_service", "version_phones_humanitarian", "version_phones_truck_companies", "version_phones_truck_recruitment", "version_phones_truck_customer_service", "version_email", "version_social_facebook", "version_social_instagram", "version_social_tiktok", "version_social_youtube", "version_social_whatsapp", "version_recruitment_site_url", "version_eb3_url", "version_review_url", "version_google_rating", "version_google_review_count", "version_map_query", "version_updated_at", "version_created_at", "created_at", "updated_at" FROM \`_firm_profile_v\`;`)
  await db.run(sql`DROP TABLE \`_firm_profile_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__firm_profile_v\` RENAME TO \`_firm_profile_v\`;`)
  await db.run(sql`CREATE INDEX \`_firm_profile_v_created_at_idx\` ON \`_firm_profile_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_firm_profile_v_updated_at_idx\` ON \`_firm_profile_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_social_team\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_social_team\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`social_team\`;`)
  await db.run(sql`DROP TABLE \`social_team\`;`)
  await db.run(sql`ALTER TABLE \`__new_social_team\` RENAME TO \`social_team\`;`)
  await db.run(sql`CREATE TABLE \`__new_intake_schedule_shifts_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`intake_schedule_shifts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_intake_schedule_shifts_days\`("order", "parent_id", "value", "id") SELECT "order", "parent_id", "value", "id" FROM \`intake_schedule_shifts_days\`;`)
  await db.run(sql`DROP TABLE \`intake_schedule_shifts_days\`;`)
  await db.run(sql`ALTER TABLE \`__new_intake_schedule_shifts_days\` RENAME TO \`intake_schedule_shifts_days\`;`)
  await db.run(sql`CREATE INDEX \`intake_schedule_shifts_days_order_idx\` ON \`intake_schedule_shifts_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`intake_schedule_shifts_days_parent_idx\` ON \`intake_schedule_shifts_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_intake_schedule\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`time_zone\` text,
  	\`after_hours_agent_id\` integer,
  	\`escalation_minutes\` numeric DEFAULT 5 NOT NULL,
  	\`manager_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`after_hours_agent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`manager_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_intake_schedule\`("id", "time_zone", "after_hours_agent_id", "escalation_minutes", "manager_id", "updated_at", "created_at") SELECT "id", "time_zone", "after_hours_agent_id", "escalation_minutes", "manager_id", "updated_at", "created_at" FROM \`intake_schedule\`;`)
  await db.run(sql`DROP TABLE \`intake_schedule\`;`)
  await db.run(sql`ALTER TABLE \`__new_intake_schedule\` RENAME TO \`intake_schedule\`;`)
  await db.run(sql`CREATE INDEX \`intake_schedule_after_hours_agent_idx\` ON \`intake_schedule\` (\`after_hours_agent_id\`);`)
  await db.run(sql`CREATE INDEX \`intake_schedule_manager_idx\` ON \`intake_schedule\` (\`manager_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_auto_replies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`es_sms_open\` text DEFAULT 'Hola {firstName}, gracias por escribir a {firmName}. Recibimos su consulta y le llamaremos en los próximos minutos. También puede llamarnos al {phone}. Responda STOP para no recibir más mensajes.' NOT NULL,
  	\`es_sms_closed\` text DEFAULT 'Hola {firstName}, gracias por escribir a {firmName}. Recibimos su consulta fuera de nuestro horario de atención: le llamaremos {nextOpening}. También puede llamarnos al {phone}. Responda STOP para no recibir más mensajes.' NOT NULL,
  	\`es_email_subject\` text DEFAULT 'Recibimos su consulta – {firmName}' NOT NULL,
  	\`es_email_open\` text DEFAULT 'Hola {firstName}:
  
  Gracias por escribir a {firmName}. Recibimos su consulta y un miembro de nuestro equipo le llamará en los próximos minutos.
  
  Si prefiere, puede llamarnos al {phone}.
  
  Atentamente,
  {firmName}' NOT NULL,
  	\`es_email_closed\` text DEFAULT 'Hola {firstName}:
  
  Gracias por escribir a {firmName}. Recibimos su consulta fuera de nuestro horario de atención: le llamaremos {nextOpening}.
  
  Si prefiere, puede llamarnos al {phone}.
  
  Atentamente,
  {firmName}' NOT NULL,
  	\`es_help\` text DEFAULT '{firmName}: para ayuda llame al {phone}. Pueden aplicar tarifas de mensajes y datos. Responda STOP para no recibir más mensajes.' NOT NULL,
  	\`es_opt_out\` text DEFAULT '{firmName}: no recibirá más mensajes de texto nuestros. Responda START para suscribirse de nuevo.' NOT NULL,
  	\`es_opt_in\` text DEFAULT '{firmName}: volverá a recibir nuestros mensajes de texto sobre su caso. Responda HELP para ayuda o STOP para cancelar.' NOT NULL,
  	\`en_sms_open\` text DEFAULT 'Hi {firstName}, thank you for contacting {firmName}. We received your request and will call you in the next few minutes. You can also call us at {phone}. Reply STOP to opt out.' NOT NULL,
  	\`en_sms_closed\` text DEFAULT 'Hi {firstName}, thank you for contacting {firmName}. We received your request outside our office hours: we will call you {nextOpening}. You can also call us at {phone}. Reply STOP to opt out.' NOT NULL,
  	\`en_email_subject\` text DEFAULT 'We received your request – {firmName}' NOT NULL,
  	\`en_email_open\` text DEFAULT 'Hi {firstName},
  
  Thank you for contacting {firmName}. We received your request and a member of our team will call you in the next few minutes.
  
  You can also call us at {phone}.
  
  Sincerely,
  {firmName}' NOT NULL,
  	\`en_email_closed\` text DEFAULT 'Hi {firstName},
  
  Thank you for contacting {firmName}. We received your request outside our office hours: we will call you {nextOpening}.
  
  You can also call us at {phone}.
  
  Sincerely,
  {firmName}' NOT NULL,
  	\`en_help\` text DEFAULT '{firmName}: for help call {phone}. Message and data rates may apply. Reply STOP to opt out.' NOT NULL,
  	\`en_opt_out\` text DEFAULT '{firmName}: you will receive no more text messages from us. Reply START to subscribe again.' NOT NULL,
  	\`en_opt_in\` text DEFAULT '{firmName}: you will receive our text messages about your case again. Reply HELP for help or STOP to opt out.' NOT NULL,
  	\`whatsapp_enabled\` integer DEFAULT false,
  	\`whatsapp_template_open\` text DEFAULT 'lead_auto_reply',
  	\`whatsapp_template_closed\` text DEFAULT 'lead_auto_reply_after_hours',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_auto_replies\`("id", "es_sms_open", "es_sms_closed", "es_email_subject", "es_email_open", "es_email_closed", "es_help", "es_opt_out", "es_opt_in", "en_sms_open", "en_sms_closed", "en_email_subject", "en_email_open", "en_email_closed", "en_help", "en_opt_out", "en_opt_in", "whatsapp_enabled", "whatsapp_template_open", "whatsapp_template_closed", "updated_at", "created_at") SELECT "id", "es_sms_open", "es_sms_closed", "es_email_subject", "es_email_open", "es_email_closed", "es_help", "es_opt_out", "es_opt_in", "en_sms_open", "en_sms_closed", "en_email_subject", "en_email_open", "en_email_closed", "en_help", "en_opt_out", "en_opt_in", "whatsapp_enabled", "whatsapp_template_open", "whatsapp_template_closed", "updated_at", "created_at" FROM \`auto_replies\`;`)
  await db.run(sql`DROP TABLE \`auto_replies\`;`)
  await db.run(sql`ALTER TABLE \`__new_auto_replies\` RENAME TO \`auto_replies\`;`)
  await db.run(sql`CREATE TABLE \`__new_retention_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`spam_days\` numeric DEFAULT 30 NOT NULL,
  	\`not_qualified_months\` numeric DEFAULT 24 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_retention_settings\`("id", "spam_days", "not_qualified_months", "updated_at", "created_at") SELECT "id", "spam_days", "not_qualified_months", "updated_at", "created_at" FROM \`retention_settings\`;`)
  await db.run(sql`DROP TABLE \`retention_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_retention_settings\` RENAME TO \`retention_settings\`;`)
  await db.run(sql`CREATE TABLE \`__new_booking_settings_availability_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`booking_settings_availability\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_booking_settings_availability_days\`("order", "parent_id", "value", "id") SELECT "order", "parent_id", "value", "id" FROM \`booking_settings_availability_days\`;`)
  await db.run(sql`DROP TABLE \`booking_settings_availability_days\`;`)
  await db.run(sql`ALTER TABLE \`__new_booking_settings_availability_days\` RENAME TO \`booking_settings_availability_days\`;`)
  await db.run(sql`CREATE INDEX \`booking_settings_availability_days_order_idx\` ON \`booking_settings_availability_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`booking_settings_availability_days_parent_idx\` ON \`booking_settings_availability_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_booking_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slot_minutes\` numeric DEFAULT 30 NOT NULL,
  	\`buffer_minutes\` numeric DEFAULT 0 NOT NULL,
  	\`notice_minutes\` numeric DEFAULT 120 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_booking_settings\`("id", "slot_minutes", "buffer_minutes", "notice_minutes", "updated_at", "created_at") SELECT "id", "slot_minutes", "buffer_minutes", "notice_minutes", "updated_at", "created_at" FROM \`booking_settings\`;`)
  await db.run(sql`DROP TABLE \`booking_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_booking_settings\` RENAME TO \`booking_settings\`;`)
  })
}
