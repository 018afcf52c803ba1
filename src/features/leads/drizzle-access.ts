import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { rawDatabase } from '@/lib/payload/raw-database'

/** The leads' own tables in the database under Payload (lib/payload/raw-database.ts). */
export function drizzleOf(payload: Payload) {
  const { drizzle, tables } = rawDatabase(payload)
  return {
    drizzle,
    leads: tables.leads,
    deliveries: tables.lead_deliveries,
    history: tables.leads_history,
  }
}

/**
 * The id of the lead inserted earlier in the same atomic unit, as SQL, so its delivery rows can
 * be written in that unit. SQLite: the unit holds the only write lock, so it is the highest id.
 * PostgreSQL: the sequence's value in this session, whatever other sessions insert meanwhile.
 */
export function insertedLeadId(payload: Payload) {
  return rawDatabase(payload).isSqlite
    ? sql`(SELECT max(id) FROM leads)`
    : sql`currval(pg_get_serial_sequence('leads', 'id'))`
}
