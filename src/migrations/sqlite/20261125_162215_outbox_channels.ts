import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`lead_deliveries\` ADD \`target\` text;`)
  await db.run(sql`ALTER TABLE \`lead_deliveries\` ADD \`data\` text;`)
  await db.run(sql`ALTER TABLE \`lead_deliveries\` ADD \`attempts_at_retry\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`lead_deliveries\` ADD \`result\` text;`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_channel_idx\` ON \`lead_deliveries\` (\`channel\`);`)
  await db.run(sql`CREATE INDEX \`lead_deliveries_target_idx\` ON \`lead_deliveries\` (\`target\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`lead_deliveries_channel_idx\`;`)
  await db.run(sql`DROP INDEX \`lead_deliveries_target_idx\`;`)
  await db.run(sql`ALTER TABLE \`lead_deliveries\` DROP COLUMN \`target\`;`)
  await db.run(sql`ALTER TABLE \`lead_deliveries\` DROP COLUMN \`data\`;`)
  await db.run(sql`ALTER TABLE \`lead_deliveries\` DROP COLUMN \`attempts_at_retry\`;`)
  await db.run(sql`ALTER TABLE \`lead_deliveries\` DROP COLUMN \`result\`;`)
}
