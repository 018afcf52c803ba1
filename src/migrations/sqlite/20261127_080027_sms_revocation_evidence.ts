import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`sms_opt_outs\` ADD \`message\` text;`)
  await db.run(sql`ALTER TABLE \`sms_opt_outs\` ADD \`recorded_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`sms_opt_outs_recorded_by_idx\` ON \`sms_opt_outs\` (\`recorded_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`sms_opt_outs_phone_idx\` ON \`sms_opt_outs\` (\`phone\`);`)
  await db.run(sql`CREATE INDEX \`sms_opt_outs_updated_at_idx\` ON \`sms_opt_outs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sms_opt_outs_created_at_idx\` ON \`sms_opt_outs\` (\`created_at\`);`)
}
