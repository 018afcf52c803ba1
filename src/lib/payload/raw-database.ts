import type { Payload } from 'payload'

/* eslint-disable @typescript-eslint/no-explicit-any -- Drizzle's builders differ per adapter
   (libSQL, node-postgres); both accept the same calls used here, typed loosely on purpose. */
export type DrizzleBuilder = any
/** A Drizzle table of the adapter's schema: its columns by field name (`leads.id`). */
export type Table = Record<string, any>
/* eslint-enable @typescript-eslint/no-explicit-any */

/** What Payload's SQL adapters keep beside their documented API: Drizzle and its tables. */
type SqlAdapter = {
  drizzle: DrizzleBuilder
  tables: Record<string, Table>
  execute: (args: { drizzle: DrizzleBuilder; raw: string }) => Promise<unknown>
}

/**
 * The one door to the database under Payload, for the writes Payload's API cannot make
 * (conditional claims, one-statement updates, atomic units): the Drizzle database, its tables
 * by database name (`leads`, `lead_deliveries`, `_pages_v`) and which adapter runs.
 */
export function rawDatabase(payload: Payload) {
  const db = payload.db as unknown as SqlAdapter
  return {
    drizzle: db.drizzle,
    tables: db.tables,
    isSqlite: payload.db.name === 'sqlite',
    /** One SQL statement as text, through the adapter's own `execute`. */
    execute: (raw: string) => db.execute({ drizzle: db.drizzle, raw }),
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
  const { drizzle, isSqlite } = rawDatabase(payload)
  if (isSqlite) return drizzle.batch(build(drizzle))
  return drizzle.transaction(async (tx: DrizzleBuilder) => {
    const results: unknown[] = []
    for (const statement of build(tx)) results.push(await statement)
    return results
  })
}
