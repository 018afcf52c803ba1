import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_firm_profile_v_version_attorneys\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_firm_profile_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_firm_profile_v_version_attorneys_order_idx\` ON \`_firm_profile_v_version_attorneys\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_firm_profile_v_version_attorneys_parent_id_idx\` ON \`_firm_profile_v_version_attorneys\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_firm_profile_v_version_attorneys_locales\` (
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_firm_profile_v_version_attorneys\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_firm_profile_v_version_attorneys_locales_locale_parent_id_u\` ON \`_firm_profile_v_version_attorneys_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_firm_profile_v_version_offices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`address\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_firm_profile_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_firm_profile_v_version_offices_order_idx\` ON \`_firm_profile_v_version_offices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_firm_profile_v_version_offices_parent_id_idx\` ON \`_firm_profile_v_version_offices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_firm_profile_v_version_offices_locales\` (
  	\`city\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_firm_profile_v_version_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_firm_profile_v_version_offices_locales_locale_parent_id_uni\` ON \`_firm_profile_v_version_offices_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_firm_profile_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_name\` text NOT NULL,
  	\`version_founder_name\` text NOT NULL,
  	\`version_founder_slug\` text NOT NULL,
  	\`version_phones_new_cases\` text NOT NULL,
  	\`version_phones_customer_service\` text NOT NULL,
  	\`version_phones_humanitarian\` text NOT NULL,
  	\`version_phones_truck_companies\` text NOT NULL,
  	\`version_phones_truck_recruitment\` text NOT NULL,
  	\`version_phones_truck_customer_service\` text NOT NULL,
  	\`version_email\` text NOT NULL,
  	\`version_social_facebook\` text NOT NULL,
  	\`version_social_instagram\` text NOT NULL,
  	\`version_social_tiktok\` text NOT NULL,
  	\`version_social_youtube\` text NOT NULL,
  	\`version_social_whatsapp\` text NOT NULL,
  	\`version_recruitment_site_url\` text NOT NULL,
  	\`version_eb3_url\` text NOT NULL,
  	\`version_review_url\` text NOT NULL,
  	\`version_google_rating\` numeric,
  	\`version_google_review_count\` numeric,
  	\`version_map_query\` text NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_firm_profile_v_created_at_idx\` ON \`_firm_profile_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_firm_profile_v_updated_at_idx\` ON \`_firm_profile_v\` (\`updated_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_firm_profile_v_version_attorneys\`;`)
  await db.run(sql`DROP TABLE \`_firm_profile_v_version_attorneys_locales\`;`)
  await db.run(sql`DROP TABLE \`_firm_profile_v_version_offices\`;`)
  await db.run(sql`DROP TABLE \`_firm_profile_v_version_offices_locales\`;`)
  await db.run(sql`DROP TABLE \`_firm_profile_v\`;`)
}
