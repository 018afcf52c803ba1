import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { foldName } from '../_helpers/fold-name'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ADD COLUMN "name_folded" varchar;
  CREATE INDEX "leads_name_folded_idx" ON "leads" USING btree ("name_folded");`)
  // Leads stored before: their name folded for the accent-blind search.
  const { rows } = await db.execute(sql`SELECT id, nombre FROM leads`)
  for (const lead of rows as { id: number; nombre: string }[]) {
    await db.execute(sql`UPDATE leads SET name_folded = ${foldName(lead.nombre)} WHERE id = ${lead.id}`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "leads_name_folded_idx";
  ALTER TABLE "leads" DROP COLUMN "name_folded";`)
}
