import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`lead_documents\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`lead_id\` integer NOT NULL,
  	\`request_key\` text,
  	\`request_label\` text,
  	\`original_name\` text NOT NULL,
  	\`sha256\` text NOT NULL,
  	\`uploaded_at\` text NOT NULL,
  	\`removed\` integer DEFAULT false,
  	\`prefix\` text DEFAULT 'documents',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`lead_documents_lead_idx\` ON \`lead_documents\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_documents_request_key_idx\` ON \`lead_documents\` (\`request_key\`);`)
  await db.run(sql`CREATE INDEX \`lead_documents_uploaded_at_idx\` ON \`lead_documents\` (\`uploaded_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_documents_removed_idx\` ON \`lead_documents\` (\`removed\`);`)
  await db.run(sql`CREATE INDEX \`lead_documents_updated_at_idx\` ON \`lead_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_documents_created_at_idx\` ON \`lead_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`lead_documents_filename_idx\` ON \`lead_documents\` (\`filename\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`prefix\` text DEFAULT 'media';`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`_objectkey\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`lead_documents_id\` integer REFERENCES lead_documents(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_documents_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`lead_documents\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`blog_categories_id\` integer,
  	\`blog_posts_id\` integer,
  	\`travel_testimonials_id\` integer,
  	\`giveaway_testimonials_id\` integer,
  	\`google_reviews_id\` integer,
  	\`leads_id\` integer,
  	\`lead_deliveries_id\` integer,
  	\`lead_texts_id\` integer,
  	\`sms_opt_outs_id\` integer,
  	\`call_clicks_id\` integer,
  	\`bookings_id\` integer,
  	\`push_subscriptions_id\` integer,
  	\`content_blocks_id\` integer,
  	\`pages_id\` integer,
  	\`redirects_id\` integer,
  	\`attorneys_id\` integer,
  	\`attorney_testimonials_id\` integer,
  	\`live_sessions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_posts_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`travel_testimonials_id\`) REFERENCES \`travel_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`giveaway_testimonials_id\`) REFERENCES \`giveaway_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`google_reviews_id\`) REFERENCES \`google_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_deliveries_id\`) REFERENCES \`lead_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_texts_id\`) REFERENCES \`lead_texts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sms_opt_outs_id\`) REFERENCES \`sms_opt_outs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`call_clicks_id\`) REFERENCES \`call_clicks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bookings_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`push_subscriptions_id\`) REFERENCES \`push_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`content_blocks_id\`) REFERENCES \`content_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attorneys_id\`) REFERENCES \`attorneys\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attorney_testimonials_id\`) REFERENCES \`attorney_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`live_sessions_id\`) REFERENCES \`live_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "blog_categories_id", "blog_posts_id", "travel_testimonials_id", "giveaway_testimonials_id", "google_reviews_id", "leads_id", "lead_deliveries_id", "lead_texts_id", "sms_opt_outs_id", "call_clicks_id", "bookings_id", "push_subscriptions_id", "content_blocks_id", "pages_id", "redirects_id", "attorneys_id", "attorney_testimonials_id", "live_sessions_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "blog_categories_id", "blog_posts_id", "travel_testimonials_id", "giveaway_testimonials_id", "google_reviews_id", "leads_id", "lead_deliveries_id", "lead_texts_id", "sms_opt_outs_id", "call_clicks_id", "bookings_id", "push_subscriptions_id", "content_blocks_id", "pages_id", "redirects_id", "attorneys_id", "attorney_testimonials_id", "live_sessions_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_travel_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`travel_testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_giveaway_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`giveaway_testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_google_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`google_reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_texts_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_texts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sms_opt_outs_id_idx\` ON \`payload_locked_documents_rels\` (\`sms_opt_outs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_call_clicks_id_idx\` ON \`payload_locked_documents_rels\` (\`call_clicks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_push_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`push_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_content_blocks_id_idx\` ON \`payload_locked_documents_rels\` (\`content_blocks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attorneys_id_idx\` ON \`payload_locked_documents_rels\` (\`attorneys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attorney_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`attorney_testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_live_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`live_sessions_id\`);`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`prefix\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`_objectkey\`;`)
}
