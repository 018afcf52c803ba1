import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`auto_replies\` ADD \`whatsapp_template_follow_up\` text DEFAULT 'lead_follow_up';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`auto_replies\` DROP COLUMN \`whatsapp_template_follow_up\`;`)
}
