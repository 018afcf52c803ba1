import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "retention_runs" ADD COLUMN "failed" numeric;
  ALTER TABLE "retention_runs" ADD COLUMN "failures" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "retention_runs" DROP COLUMN "failed";
  ALTER TABLE "retention_runs" DROP COLUMN "failures";`)
}
