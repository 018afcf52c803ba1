import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`leads_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text,
  	\`by\` text,
  	\`action\` text,
  	\`detail\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_history_order_idx\` ON \`leads_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leads_history_parent_id_idx\` ON \`leads_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`social_team_agents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`social_team\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`social_team_agents_order_idx\` ON \`social_team_agents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`social_team_agents_parent_id_idx\` ON \`social_team_agents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`social_team\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`status\` text DEFAULT 'new' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`assigned_to_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`first_contact_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`duplicate_of_id\` integer REFERENCES leads(id);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`phone_digits\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`queue\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`logged_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_assigned_to_idx\` ON \`leads\` (\`assigned_to_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_first_contact_at_idx\` ON \`leads\` (\`first_contact_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_duplicate_of_idx\` ON \`leads\` (\`duplicate_of_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_phone_digits_idx\` ON \`leads\` (\`phone_digits\`);`)
  await db.run(sql`CREATE INDEX \`leads_queue_idx\` ON \`leads\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`leads_logged_by_idx\` ON \`leads\` (\`logged_by_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_locale_idx\` ON \`leads\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`leads_source_idx\` ON \`leads\` (\`source\`);`)
  // Leads stored before the pipeline: in the inbox as new, with their phone digits (stored
  // phones are digits already) so later leads are flagged as their duplicates.
  await db.run(sql`UPDATE \`leads\` SET \`queue\` = 0 WHERE \`queue\` IS NULL;`)
  await db.run(
    sql`UPDATE \`leads\` SET \`phone_digits\` = CASE WHEN length(\`phone\`) = 11 AND substr(\`phone\`, 1, 1) = '1' THEN substr(\`phone\`, 2) ELSE \`phone\` END WHERE \`phone_digits\` IS NULL;`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`leads_history\`;`)
  await db.run(sql`DROP TABLE \`social_team_agents\`;`)
  await db.run(sql`DROP TABLE \`social_team\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_leads\` (
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
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "nombre", "phone", "email", "mensaje", "seccion", "kind", "situacion", "situacion_key", "casado", "estancia", "checkbox", "consent_text", "locale", "page_path", "source", "fecha_hora", "received_at", "ip", "user_agent", "spam", "referrer_nombre", "referrer_telefono", "social_agente", "social_source", "social_status", "social_tipo", "social_link", "social_hora", "social_pc_referido", "social_pc_videollamada", "social_direcionada", "delivery_status", "staff_notes", "updated_at", "created_at") SELECT "id", "nombre", "phone", "email", "mensaje", "seccion", "kind", "situacion", "situacion_key", "casado", "estancia", "checkbox", "consent_text", "locale", "page_path", "source", "fecha_hora", "received_at", "ip", "user_agent", "spam", "referrer_nombre", "referrer_telefono", "social_agente", "social_source", "social_status", "social_tipo", "social_link", "social_hora", "social_pc_referido", "social_pc_videollamada", "social_direcionada", "delivery_status", "staff_notes", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`leads_phone_idx\` ON \`leads\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`leads_seccion_idx\` ON \`leads\` (\`seccion\`);`)
  await db.run(sql`CREATE INDEX \`leads_kind_idx\` ON \`leads\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`leads_received_at_idx\` ON \`leads\` (\`received_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_spam_idx\` ON \`leads\` (\`spam\`);`)
  await db.run(sql`CREATE INDEX \`leads_delivery_status_idx\` ON \`leads\` (\`delivery_status\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
}
