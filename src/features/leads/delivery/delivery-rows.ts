import { randomBytes } from 'node:crypto'
import { sql, type SQL } from 'drizzle-orm'
import type { DeliveryChannel } from './delivery-targets'

/**
 * One outbox row per channel for a lead. The idempotency key is fixed when the row is written,
 * so every attempt of a delivery (after a retry, a crash, on any instance) carries the same key
 * and the receiver can drop a repeat. Besides the lead's id it holds a random part: SQLite may
 * give a deleted lead's id to the next one, whose key must not look like a repeat.
 */
export function deliveryRows(leadId: number | SQL, channels: DeliveryChannel[], now: string) {
  const unique = randomBytes(4).toString('hex')
  return channels.map((channel) => ({
    lead: leadId,
    channel,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    idempotencyKey: sql`${'lead-'} || CAST(${leadId} AS TEXT) || ${`-${unique}-${channel}`}`,
    createdAt: now,
    updatedAt: now,
  }))
}
