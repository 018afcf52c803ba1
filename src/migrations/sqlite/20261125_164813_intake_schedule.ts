import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`intake_schedule_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text NOT NULL,
  	\`opens\` text DEFAULT '09:00' NOT NULL,
  	\`closes\` text DEFAULT '18:00' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`intake_schedule\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`intake_schedule_hours_order_idx\` ON \`intake_schedule_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`intake_schedule_hours_parent_id_idx\` ON \`intake_schedule_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`intake_schedule_holidays\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`intake_schedule\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`intake_schedule_holidays_order_idx\` ON \`intake_schedule_holidays\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`intake_schedule_holidays_parent_id_idx\` ON \`intake_schedule_holidays\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`intake_schedule_shifts_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`intake_schedule_shifts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`intake_schedule_shifts_days_order_idx\` ON \`intake_schedule_shifts_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`intake_schedule_shifts_days_parent_idx\` ON \`intake_schedule_shifts_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`intake_schedule_shifts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`agent_id\` integer NOT NULL,
  	\`from\` text DEFAULT '09:00' NOT NULL,
  	\`to\` text DEFAULT '18:00' NOT NULL,
  	FOREIGN KEY (\`agent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`intake_schedule\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`intake_schedule_shifts_order_idx\` ON \`intake_schedule_shifts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`intake_schedule_shifts_parent_id_idx\` ON \`intake_schedule_shifts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`intake_schedule_shifts_agent_idx\` ON \`intake_schedule_shifts\` (\`agent_id\`);`)
  await db.run(sql`CREATE TABLE \`intake_schedule\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`time_zone\` text DEFAULT 'America/New_York' NOT NULL,
  	\`after_hours_agent_id\` integer,
  	\`escalation_minutes\` numeric DEFAULT 5 NOT NULL,
  	\`manager_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`after_hours_agent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`manager_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`intake_schedule_after_hours_agent_idx\` ON \`intake_schedule\` (\`after_hours_agent_id\`);`)
  await db.run(sql`CREATE INDEX \`intake_schedule_manager_idx\` ON \`intake_schedule\` (\`manager_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`intake_schedule_hours\`;`)
  await db.run(sql`DROP TABLE \`intake_schedule_holidays\`;`)
  await db.run(sql`DROP TABLE \`intake_schedule_shifts_days\`;`)
  await db.run(sql`DROP TABLE \`intake_schedule_shifts\`;`)
  await db.run(sql`DROP TABLE \`intake_schedule\`;`)
}
