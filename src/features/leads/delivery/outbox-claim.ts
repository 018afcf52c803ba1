import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm'
import type { Payload } from 'payload'
import { drizzleOf } from '../drizzle-access'

/**
 * How long a delivery stays taken. Longer than any send may take (senders.ts bounds a send to
 * 30 s), so a lock outlives its send; short enough that a delivery taken by a process that died
 * is taken again within a minute (this plus one outbox poll).
 */
export const claimMs = 45_000

/**
 * Takes pending deliveries for this process with one conditional UPDATE, so when several
 * instances work the outbox only one of them sends each. Payload's update reads then writes,
 * which two instances could both pass; the database's single statement cannot. Both adapters are
 * Drizzle-based and keep dates as ISO strings, so the same statement serves SQLite and PostgreSQL.
 * A new lead's alert and reply are taken in one statement (one commit, not one per row).
 * Returns the claim's token (its lock time) and the ids taken (those another process has are not).
 */
export async function claimDeliveries(payload: Payload, ids: number[], now = new Date()) {
  const { drizzle, deliveries: table } = drizzleOf(payload)
  const token = new Date(now.getTime() + claimMs).toISOString()
  const claimed: { id: number }[] = ids.length
    ? await drizzle
        .update(table)
        .set({ lockedUntil: token })
        .where(
          and(
            ids.length === 1 ? eq(table.id, ids[0]) : inArray(table.id, ids),
            eq(table.status, 'pending'),
            or(isNull(table.lockedUntil), lt(table.lockedUntil, now.toISOString())),
          ),
        )
        .returning({ id: table.id })
    : []
  return { token, ids: new Set(claimed.map((row) => Number(row.id))) }
}
