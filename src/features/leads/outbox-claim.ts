import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { Payload } from 'payload'

/** Longer than any send may take (SMTP and webhook time out well before), so a lock outlives its send. */
export const claimMs = 5 * 60_000

type DrizzleDatabase = {
  drizzle: {
    update: (table: unknown) => {
      set: (values: Record<string, unknown>) => {
        where: (condition: unknown) => { returning: (fields: unknown) => Promise<unknown[]> }
      }
    }
  }
  tables: Record<string, Record<string, never>>
}

/**
 * Takes a pending delivery for this process with one conditional UPDATE, so when several
 * instances work the outbox only one of them sends it. Payload's update reads then writes, which
 * two instances could both pass; the database's single statement cannot. Both adapters are
 * Drizzle-based and keep dates as ISO strings, so the same statement serves SQLite and PostgreSQL.
 */
export async function claimDelivery(payload: Payload, id: number, now = new Date()) {
  const db = payload.db as unknown as DrizzleDatabase
  const table = db.tables.lead_deliveries
  const claimed = await db.drizzle
    .update(table)
    .set({ lockedUntil: new Date(now.getTime() + claimMs).toISOString() })
    .where(
      and(
        eq(table.id, id),
        eq(table.status, 'pending'),
        or(isNull(table.lockedUntil), lt(table.lockedUntil, now.toISOString())),
      ),
    )
    .returning({ id: table.id })
  return claimed.length === 1
}
