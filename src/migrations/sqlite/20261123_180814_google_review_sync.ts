import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`google_reviews\` ADD \`external_id\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`google_reviews_external_id_idx\` ON \`google_reviews\` (\`external_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`google_reviews_external_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`google_reviews\` DROP COLUMN \`external_id\`;`)
}
