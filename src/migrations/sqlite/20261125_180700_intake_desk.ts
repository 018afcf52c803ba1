import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`next_action\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`next_action_due\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`contact_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`follow_up_due\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`matter_type\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`responsible_attorney_id\` integer REFERENCES attorneys(id);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`merged_into_id\` integer REFERENCES leads(id);`)
  await db.run(sql`CREATE INDEX \`leads_next_action_idx\` ON \`leads\` (\`next_action\`);`)
  await db.run(sql`CREATE INDEX \`leads_next_action_due_idx\` ON \`leads\` (\`next_action_due\`);`)
  await db.run(sql`CREATE INDEX \`leads_follow_up_due_idx\` ON \`leads\` (\`follow_up_due\`);`)
  await db.run(sql`CREATE INDEX \`leads_responsible_attorney_idx\` ON \`leads\` (\`responsible_attorney_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_merged_into_idx\` ON \`leads\` (\`merged_into_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`assigned_to_id\` integer,
  	\`first_contact_at\` text,
  	\`duplicate_of_id\` integer,
  	\`phone_digits\` text,
  	\`queue\` numeric,
  	\`logged_by_id\` integer,
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
  	FOREIGN KEY (\`logged_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "status", "assigned_to_id", "first_contact_at", "duplicate_of_id", "phone_digits", "queue", "logged_by_id", "nombre", "phone", "email", "mensaje", "seccion", "kind", "situacion", "situacion_key", "casado", "estancia", "referrer_nombre", "referrer_telefono", "social_agente", "social_source", "social_status", "social_tipo", "social_link", "social_hora", "social_pc_referido", "social_pc_videollamada", "social_direcionada", "checkbox", "consent_text", "locale", "page_path", "source", "fecha_hora", "received_at", "ip", "user_agent", "spam", "delivery_status", "staff_notes", "updated_at", "created_at") SELECT "id", "status", "assigned_to_id", "first_contact_at", "duplicate_of_id", "phone_digits", "queue", "logged_by_id", "nombre", "phone", "email", "mensaje", "seccion", "kind", "situacion", "situacion_key", "casado", "estancia", "referrer_nombre", "referrer_telefono", "social_agente", "social_source", "social_status", "social_tipo", "social_link", "social_hora", "social_pc_referido", "social_pc_videollamada", "social_direcionada", "checkbox", "consent_text", "locale", "page_path", "source", "fecha_hora", "received_at", "ip", "user_agent", "spam", "delivery_status", "staff_notes", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_assigned_to_idx\` ON \`leads\` (\`assigned_to_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_first_contact_at_idx\` ON \`leads\` (\`first_contact_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_duplicate_of_idx\` ON \`leads\` (\`duplicate_of_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_phone_digits_idx\` ON \`leads\` (\`phone_digits\`);`)
  await db.run(sql`CREATE INDEX \`leads_queue_idx\` ON \`leads\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`leads_logged_by_idx\` ON \`leads\` (\`logged_by_id\`);`)
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
}
