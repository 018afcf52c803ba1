import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "google_reviews" ADD COLUMN "external_id" varchar;
  CREATE UNIQUE INDEX "google_reviews_external_id_idx" ON "google_reviews" USING btree ("external_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "google_reviews_external_id_idx";
  ALTER TABLE "google_reviews" DROP COLUMN "external_id";`)
}
