import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`two_factor_required\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`two_factor_enabled_at\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`two_factor_secret\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`two_factor_pending_secret\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`two_factor_recovery_codes\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`two_factor_last_step\` numeric;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`two_factor_sessions\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`two_factor_required\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`two_factor_enabled_at\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`two_factor_secret\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`two_factor_pending_secret\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`two_factor_recovery_codes\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`two_factor_last_step\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`two_factor_sessions\`;`)
}
