import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "firm_profile" ADD COLUMN "google_rating" numeric;
  ALTER TABLE "firm_profile" ADD COLUMN "google_review_count" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "firm_profile" DROP COLUMN "google_rating";
  ALTER TABLE "firm_profile" DROP COLUMN "google_review_count";`)
}
