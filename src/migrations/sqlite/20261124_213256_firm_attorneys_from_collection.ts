import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`firm_profile_attorneys\`;`)
  await db.run(sql`DROP TABLE \`firm_profile_attorneys_locales\`;`)
  await db.run(sql`DROP TABLE \`_firm_profile_v_version_attorneys\`;`)
  await db.run(sql`DROP TABLE \`_firm_profile_v_version_attorneys_locales\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`firm_profile_attorneys\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`firm_profile\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`firm_profile_attorneys_order_idx\` ON \`firm_profile_attorneys\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`firm_profile_attorneys_parent_id_idx\` ON \`firm_profile_attorneys\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`firm_profile_attorneys_locales\` (
  	\`role\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`firm_profile_attorneys\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`firm_profile_attorneys_locales_locale_parent_id_unique\` ON \`firm_profile_attorneys_locales\` (\`_locale\`,\`_parent_id\`);`)
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
}
