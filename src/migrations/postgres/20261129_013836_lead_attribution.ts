import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ADD COLUMN "attribution_first_touch_utm_source" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_first_touch_utm_medium" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_first_touch_utm_campaign" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_first_touch_utm_term" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_first_touch_utm_content" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_first_touch_gclid" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_first_touch_gbraid" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_first_touch_wbraid" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_first_touch_fbclid" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_first_touch_ttclid" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_first_touch_landing_page" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_first_touch_referrer" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_last_touch_utm_source" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_last_touch_utm_medium" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_last_touch_utm_campaign" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_last_touch_utm_term" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_last_touch_utm_content" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_last_touch_gclid" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_last_touch_gbraid" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_last_touch_wbraid" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_last_touch_fbclid" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_last_touch_ttclid" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_last_touch_landing_page" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_last_touch_referrer" varchar;
  ALTER TABLE "leads" ADD COLUMN "attribution_gpc" boolean;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" DROP COLUMN "attribution_first_touch_utm_source";
  ALTER TABLE "leads" DROP COLUMN "attribution_first_touch_utm_medium";
  ALTER TABLE "leads" DROP COLUMN "attribution_first_touch_utm_campaign";
  ALTER TABLE "leads" DROP COLUMN "attribution_first_touch_utm_term";
  ALTER TABLE "leads" DROP COLUMN "attribution_first_touch_utm_content";
  ALTER TABLE "leads" DROP COLUMN "attribution_first_touch_gclid";
  ALTER TABLE "leads" DROP COLUMN "attribution_first_touch_gbraid";
  ALTER TABLE "leads" DROP COLUMN "attribution_first_touch_wbraid";
  ALTER TABLE "leads" DROP COLUMN "attribution_first_touch_fbclid";
  ALTER TABLE "leads" DROP COLUMN "attribution_first_touch_ttclid";
  ALTER TABLE "leads" DROP COLUMN "attribution_first_touch_landing_page";
  ALTER TABLE "leads" DROP COLUMN "attribution_first_touch_referrer";
  ALTER TABLE "leads" DROP COLUMN "attribution_last_touch_utm_source";
  ALTER TABLE "leads" DROP COLUMN "attribution_last_touch_utm_medium";
  ALTER TABLE "leads" DROP COLUMN "attribution_last_touch_utm_campaign";
  ALTER TABLE "leads" DROP COLUMN "attribution_last_touch_utm_term";
  ALTER TABLE "leads" DROP COLUMN "attribution_last_touch_utm_content";
  ALTER TABLE "leads" DROP COLUMN "attribution_last_touch_gclid";
  ALTER TABLE "leads" DROP COLUMN "attribution_last_touch_gbraid";
  ALTER TABLE "leads" DROP COLUMN "attribution_last_touch_wbraid";
  ALTER TABLE "leads" DROP COLUMN "attribution_last_touch_fbclid";
  ALTER TABLE "leads" DROP COLUMN "attribution_last_touch_ttclid";
  ALTER TABLE "leads" DROP COLUMN "attribution_last_touch_landing_page";
  ALTER TABLE "leads" DROP COLUMN "attribution_last_touch_referrer";
  ALTER TABLE "leads" DROP COLUMN "attribution_gpc";`)
}
