import { sql, type SQL } from 'drizzle-orm'
import type { DeliveryChannel } from './delivery-targets'

/**
 * One outbox row per channel for a lead. The idempotency key is derived from the lead and the
 * channel only, so every attempt of a delivery (after a retry, a crash, on any instance) carries
 * the same key, and the receiver can drop a repeat.
 */
export function deliveryRows(leadId: number | SQL, channels: DeliveryChannel[], now: string) {
  return channels.map((channel) => ({
    lead: leadId,
    channel,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    idempotencyKey: sql`${'lead-'} || CAST(${leadId} AS TEXT) || ${`-${channel}`}`,
    createdAt: now,
    updatedAt: now,
  }))
}
