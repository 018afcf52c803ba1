import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`client_text_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`client_text_seen_at\` text;`)
  await db.run(sql`CREATE INDEX \`leads_client_text_at_idx\` ON \`leads\` (\`client_text_at\`);`)
  await db.run(sql`ALTER TABLE \`lead_texts\` ADD \`sent_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`lead_texts_sent_by_idx\` ON \`lead_texts\` (\`sent_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`lead_texts_lead_idx\` ON \`lead_texts\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_texts_phone_idx\` ON \`lead_texts\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`lead_texts_provider_id_idx\` ON \`lead_texts\` (\`provider_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_texts_updated_at_idx\` ON \`lead_texts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_texts_created_at_idx\` ON \`lead_texts\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`leads_client_text_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`client_text_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`client_text_seen_at\`;`)
}
