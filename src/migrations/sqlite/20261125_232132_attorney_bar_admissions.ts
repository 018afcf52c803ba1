import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`attorneys_bar_admissions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`attorneys\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`attorneys_bar_admissions_order_idx\` ON \`attorneys_bar_admissions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`attorneys_bar_admissions_parent_id_idx\` ON \`attorneys_bar_admissions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`attorneys_bar_admissions_locales\` (
  	\`jurisdiction\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`attorneys_bar_admissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`attorneys_bar_admissions_locales_locale_parent_id_unique\` ON \`attorneys_bar_admissions_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`attorneys_bar_admissions\`;`)
  await db.run(sql`DROP TABLE \`attorneys_bar_admissions_locales\`;`)
}
