import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`audit_events\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`audit_events_seq_idx\` ON \`audit_events\` (\`seq\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_at_idx\` ON \`audit_events\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_action_idx\` ON \`audit_events\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_lead_idx\` ON \`audit_events\` (\`lead\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`audit_events_prev_hash_idx\` ON \`audit_events\` (\`prev_hash\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_updated_at_idx\` ON \`audit_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_created_at_idx\` ON \`audit_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`retention_runs\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`retention_runs_key_idx\` ON \`retention_runs\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`retention_runs_updated_at_idx\` ON \`retention_runs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`retention_runs_created_at_idx\` ON \`retention_runs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`retention_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`spam_days\` numeric DEFAULT 30 NOT NULL,
  	\`not_qualified_months\` numeric DEFAULT 24 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`audit_events\`;`)
  await db.run(sql`DROP TABLE \`retention_runs\`;`)
  await db.run(sql`DROP TABLE \`retention_settings\`;`)
}
