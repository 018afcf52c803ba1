import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "auto_replies" ADD COLUMN "whatsapp_template_follow_up" varchar DEFAULT 'lead_follow_up';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "auto_replies" DROP COLUMN "whatsapp_template_follow_up";`)
}
