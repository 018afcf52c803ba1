import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "intake_schedule" ALTER COLUMN "time_zone" DROP DEFAULT;
  ALTER TABLE "intake_schedule" ALTER COLUMN "time_zone" DROP NOT NULL;`)
  // The old fixed default stood for "not chosen": unset, FIRM_TIME_ZONE applies (as it did to the desk).
  await db.execute(
    sql`UPDATE "intake_schedule" SET "time_zone" = NULL WHERE "time_zone" = 'America/New_York';`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql`UPDATE "intake_schedule" SET "time_zone" = 'America/New_York' WHERE "time_zone" IS NULL;`,
  )
  await db.execute(sql`
   ALTER TABLE "intake_schedule" ALTER COLUMN "time_zone" SET DEFAULT 'America/New_York';
  ALTER TABLE "intake_schedule" ALTER COLUMN "time_zone" SET NOT NULL;`)
}
