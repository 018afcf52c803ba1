import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_intake_schedule\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`time_zone\` text,
  	\`after_hours_agent_id\` integer,
  	\`escalation_minutes\` numeric DEFAULT 5 NOT NULL,
  	\`manager_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`after_hours_agent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`manager_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_intake_schedule\`("id", "time_zone", "after_hours_agent_id", "escalation_minutes", "manager_id", "updated_at", "created_at") SELECT "id", "time_zone", "after_hours_agent_id", "escalation_minutes", "manager_id", "updated_at", "created_at" FROM \`intake_schedule\`;`)
  await db.run(sql`DROP TABLE \`intake_schedule\`;`)
  await db.run(sql`ALTER TABLE \`__new_intake_schedule\` RENAME TO \`intake_schedule\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`intake_schedule_after_hours_agent_idx\` ON \`intake_schedule\` (\`after_hours_agent_id\`);`)
  await db.run(sql`CREATE INDEX \`intake_schedule_manager_idx\` ON \`intake_schedule\` (\`manager_id\`);`)
  // The old fixed default stood for "not chosen": unset, FIRM_TIME_ZONE applies (as it did to the desk).
  await db.run(
    sql`UPDATE \`intake_schedule\` SET \`time_zone\` = NULL WHERE \`time_zone\` = 'America/New_York';`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(
    sql`UPDATE \`intake_schedule\` SET \`time_zone\` = 'America/New_York' WHERE \`time_zone\` IS NULL;`,
  )
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_intake_schedule\` (
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
  await db.run(sql`INSERT INTO \`__new_intake_schedule\`("id", "time_zone", "after_hours_agent_id", "escalation_minutes", "manager_id", "updated_at", "created_at") SELECT "id", "time_zone", "after_hours_agent_id", "escalation_minutes", "manager_id", "updated_at", "created_at" FROM \`intake_schedule\`;`)
  await db.run(sql`DROP TABLE \`intake_schedule\`;`)
  await db.run(sql`ALTER TABLE \`__new_intake_schedule\` RENAME TO \`intake_schedule\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`intake_schedule_after_hours_agent_idx\` ON \`intake_schedule\` (\`after_hours_agent_id\`);`)
  await db.run(sql`CREATE INDEX \`intake_schedule_manager_idx\` ON \`intake_schedule\` (\`manager_id\`);`)
}
