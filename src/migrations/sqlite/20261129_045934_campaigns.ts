import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`campaigns_spend\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`month\` text NOT NULL,
  	\`amount\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`campaigns_spend_order_idx\` ON \`campaigns_spend\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_spend_parent_id_idx\` ON \`campaigns_spend\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`campaigns\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text NOT NULL,
  	\`source\` text,
  	\`medium\` text,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`campaigns_name_idx\` ON \`campaigns\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_updated_at_idx\` ON \`campaigns\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_created_at_idx\` ON \`campaigns\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`campaigns_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`campaigns\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`campaigns_rels_order_idx\` ON \`campaigns_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_rels_parent_idx\` ON \`campaigns_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_rels_path_idx\` ON \`campaigns_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`campaigns_rels_pages_id_idx\` ON \`campaigns_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE TABLE \`campaign_visits\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`page_id\` integer,
  	\`day\` text NOT NULL,
  	\`count\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`campaign_visits_page_idx\` ON \`campaign_visits\` (\`page_id\`);`)
  await db.run(sql`CREATE INDEX \`campaign_visits_day_idx\` ON \`campaign_visits\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`campaign_visits_updated_at_idx\` ON \`campaign_visits\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`campaign_visits_created_at_idx\` ON \`campaign_visits\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`page_day_idx\` ON \`campaign_visits\` (\`page_id\`,\`day\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`campaigns_id\` integer REFERENCES campaigns(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`campaign_visits_id\` integer REFERENCES campaign_visits(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_campaigns_id_idx\` ON \`payload_locked_documents_rels\` (\`campaigns_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_campaign_visits_id_idx\` ON \`payload_locked_documents_rels\` (\`campaign_visits_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`campaigns_spend\`;`)
  await db.run(sql`DROP TABLE \`campaigns\`;`)
  await db.run(sql`DROP TABLE \`campaigns_rels\`;`)
  await db.run(sql`DROP TABLE \`campaign_visits\`;`)
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
  	\`lead_documents_id\` integer,
  	\`sms_opt_outs_id\` integer,
  	\`call_clicks_id\` integer,
  	\`bookings_id\` integer,
  	\`questionnaires_id\` integer,
  	\`questionnaire_answers_id\` integer,
  	\`engagement_templates_id\` integer,
  	\`engagements_id\` integer,
  	\`payments_id\` integer,
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
  	FOREIGN KEY (\`lead_documents_id\`) REFERENCES \`lead_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sms_opt_outs_id\`) REFERENCES \`sms_opt_outs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`call_clicks_id\`) REFERENCES \`call_clicks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bookings_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`questionnaires_id\`) REFERENCES \`questionnaires\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`questionnaire_answers_id\`) REFERENCES \`questionnaire_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`engagement_templates_id\`) REFERENCES \`engagement_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`engagements_id\`) REFERENCES \`engagements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payments_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`push_subscriptions_id\`) REFERENCES \`push_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`content_blocks_id\`) REFERENCES \`content_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attorneys_id\`) REFERENCES \`attorneys\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attorney_testimonials_id\`) REFERENCES \`attorney_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`live_sessions_id\`) REFERENCES \`live_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "blog_categories_id", "blog_posts_id", "travel_testimonials_id", "giveaway_testimonials_id", "google_reviews_id", "leads_id", "lead_deliveries_id", "lead_texts_id", "lead_documents_id", "sms_opt_outs_id", "call_clicks_id", "bookings_id", "questionnaires_id", "questionnaire_answers_id", "engagement_templates_id", "engagements_id", "payments_id", "push_subscriptions_id", "content_blocks_id", "pages_id", "redirects_id", "attorneys_id", "attorney_testimonials_id", "live_sessions_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "blog_categories_id", "blog_posts_id", "travel_testimonials_id", "giveaway_testimonials_id", "google_reviews_id", "leads_id", "lead_deliveries_id", "lead_texts_id", "lead_documents_id", "sms_opt_outs_id", "call_clicks_id", "bookings_id", "questionnaires_id", "questionnaire_answers_id", "engagement_templates_id", "engagements_id", "payments_id", "push_subscriptions_id", "content_blocks_id", "pages_id", "redirects_id", "attorneys_id", "attorney_testimonials_id", "live_sessions_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sms_opt_outs_id_idx\` ON \`payload_locked_documents_rels\` (\`sms_opt_outs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_call_clicks_id_idx\` ON \`payload_locked_documents_rels\` (\`call_clicks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_questionnaires_id_idx\` ON \`payload_locked_documents_rels\` (\`questionnaires_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_questionnaire_answers_id_idx\` ON \`payload_locked_documents_rels\` (\`questionnaire_answers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_engagement_templates_id_idx\` ON \`payload_locked_documents_rels\` (\`engagement_templates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_engagements_id_idx\` ON \`payload_locked_documents_rels\` (\`engagements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_push_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`push_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_content_blocks_id_idx\` ON \`payload_locked_documents_rels\` (\`content_blocks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attorneys_id_idx\` ON \`payload_locked_documents_rels\` (\`attorneys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attorney_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`attorney_testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_live_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`live_sessions_id\`);`)
}
