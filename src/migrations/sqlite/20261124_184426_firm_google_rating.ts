import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`firm_profile\` ADD \`google_rating\` numeric;`)
  await db.run(sql`ALTER TABLE \`firm_profile\` ADD \`google_review_count\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`firm_profile\` DROP COLUMN \`google_rating\`;`)
  await db.run(sql`ALTER TABLE \`firm_profile\` DROP COLUMN \`google_review_count\`;`)
}
