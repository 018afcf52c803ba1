import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { foldName } from '../_helpers/fold-name'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`name_folded\` text;`)
  await db.run(sql`CREATE INDEX \`leads_name_folded_idx\` ON \`leads\` (\`name_folded\`);`)
  // Leads stored before: their name folded for the accent-blind search.
  const leads = await db.all<{ id: number; nombre: string }>(sql`SELECT id, nombre FROM leads`)
  for (const lead of leads) {
    await db.run(sql`UPDATE leads SET name_folded = ${foldName(lead.nombre)} WHERE id = ${lead.id}`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`leads_name_folded_idx\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`name_folded\`;`)
}
