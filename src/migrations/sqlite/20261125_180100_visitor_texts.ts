import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`lead_texts\` (
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
  await db.run(sql`CREATE INDEX \`lead_texts_lead_idx\` ON \`lead_texts\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_texts_phone_idx\` ON \`lead_texts\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`lead_texts_provider_id_idx\` ON \`lead_texts\` (\`provider_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_texts_updated_at_idx\` ON \`lead_texts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_texts_created_at_idx\` ON \`lead_texts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sms_opt_outs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text NOT NULL,
  	\`action\` text NOT NULL,
  	\`via\` text NOT NULL,
  	\`keyword\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`sms_opt_outs_phone_idx\` ON \`sms_opt_outs\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`sms_opt_outs_updated_at_idx\` ON \`sms_opt_outs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sms_opt_outs_created_at_idx\` ON \`sms_opt_outs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`auto_replies\` (
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
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`lead_texts_id\` integer REFERENCES lead_texts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sms_opt_outs_id\` integer REFERENCES sms_opt_outs(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_texts_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_texts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sms_opt_outs_id_idx\` ON \`payload_locked_documents_rels\` (\`sms_opt_outs_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`lead_texts\`;`)
  await db.run(sql`DROP TABLE \`sms_opt_outs\`;`)
  await db.run(sql`DROP TABLE \`auto_replies\`;`)
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
  	\`call_clicks_id\` integer,
  	\`content_blocks_id\` integer,
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
  	FOREIGN KEY (\`call_clicks_id\`) REFERENCES \`call_clicks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`content_blocks_id\`) REFERENCES \`content_blocks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attorneys_id\`) REFERENCES \`attorneys\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attorney_testimonials_id\`) REFERENCES \`attorney_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`live_sessions_id\`) REFERENCES \`live_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "blog_categories_id", "blog_posts_id", "travel_testimonials_id", "giveaway_testimonials_id", "google_reviews_id", "leads_id", "lead_deliveries_id", "call_clicks_id", "content_blocks_id", "attorneys_id", "attorney_testimonials_id", "live_sessions_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "blog_categories_id", "blog_posts_id", "travel_testimonials_id", "giveaway_testimonials_id", "google_reviews_id", "leads_id", "lead_deliveries_id", "call_clicks_id", "content_blocks_id", "attorneys_id", "attorney_testimonials_id", "live_sessions_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_call_clicks_id_idx\` ON \`payload_locked_documents_rels\` (\`call_clicks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_content_blocks_id_idx\` ON \`payload_locked_documents_rels\` (\`content_blocks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attorneys_id_idx\` ON \`payload_locked_documents_rels\` (\`attorneys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attorney_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`attorney_testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_live_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`live_sessions_id\`);`)
}
