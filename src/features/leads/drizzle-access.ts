import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

/* eslint-disable @typescript-eslint/no-explicit-any -- Drizzle's builders differ per adapter
   (libSQL, node-postgres); both accept the same calls used here, typed loosely on purpose. */
export type DrizzleBuilder = any
type Table = Record<string, any>

/** The Drizzle database and tables under Payload's SQLite or PostgreSQL adapter. */
export function drizzleOf(payload: Payload) {
  const db = payload.db as unknown as { drizzle: DrizzleBuilder; tables: Record<string, Table> }
  return {
    drizzle: db.drizzle,
    leads: db.tables.leads,
    deliveries: db.tables.lead_deliveries,
    history: db.tables.leads_history,
    isSqlite: payload.db.name === 'sqlite',
  }
}

/**
 * Runs writes as one atomic unit on either adapter. SQLite: a libSQL batch, which runs BEGIN,
 * the statements and COMMIT synchronously on one connection. A Payload/Drizzle transaction
 * there would hold SQLite's write lock across awaits while libSQL's synchronous busy handler
 * blocks the event loop for the next writer of the same process, so the holder could never
 * commit (Payload turns SQLite transactions off by default for that reason). PostgreSQL: one
 * Drizzle transaction on a pooled connection. `build` gets the builder to use and returns the
 * statements in order; the results come back in the same order.
 */
export async function atomically(
  payload: Payload,
  build: (db: DrizzleBuilder) => DrizzleBuilder[],
): Promise<unknown[]> {
  const { drizzle, isSqlite } = drizzleOf(payload)
  if (isSqlite) return drizzle.batch(build(drizzle))
  return drizzle.transaction(async (tx: DrizzleBuilder) => {
    const results: unknown[] = []
    for (const statement of build(tx)) results.push(await statement)
    return results
  })
}

/**
 * The id of the lead inserted earlier in the same atomic unit, as SQL, so its delivery rows can
 * be written in that unit. SQLite: the unit holds the only write lock, so it is the highest id.
 * PostgreSQL: the sequence's value in this session, whatever other sessions insert meanwhile.
 */
export function insertedLeadId(payload: Payload) {
  return payload.db.name === 'sqlite'
    ? sql`(SELECT max(id) FROM leads)`
    : sql`currval(pg_get_serial_sequence('leads', 'id'))`
}
