import { randomBytes } from 'node:crypto'
import { sql, type SQL } from 'drizzle-orm'
import type { LeadDelivery } from '@/payload-types'
import type { DeliveryChannel } from './channel-types'
import type { FirmChannel } from './delivery-targets'

/** A row of the outbox to write: what to do for a lead, where, and from when. */
export type OutboxWork = {
  channel: DeliveryChannel
  /** Who or what it reaches (an agent's id, a phone, an event name); part of the key. */
  target?: string
  data?: Record<string, unknown>
  /** When it falls due (ISO); a timer is a row due later. */
  dueAt: string
}

/**
 * Outbox rows for a lead. The idempotency key is fixed when the row is written, so every attempt
 * (after a retry, a crash, on any instance) carries the same key and the receiver can drop a
 * repeat. Besides the lead's id it holds a random part: SQLite may give a deleted lead's id to the
 * next one, whose key must not look like a repeat.
 */
export function outboxRows(leadId: number | SQL, work: OutboxWork[], now: string) {
  return work.map(({ channel, target, data, dueAt }) => {
    const unique = randomBytes(4).toString('hex')
    const suffix = `-${unique}-${channel}${target ? `-${target}` : ''}`.slice(0, 200)
    return {
      lead: leadId,
      channel,
      target,
      data,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: dueAt,
      idempotencyKey: sql`${'lead-'} || CAST(${leadId} AS TEXT) || ${suffix}`,
      createdAt: now,
      updatedAt: now,
    }
  })
}

/** One row per firm channel (e-mail, webhook), due now. */
export function deliveryRows(leadId: number | SQL, channels: FirmChannel[], now: string) {
  return outboxRows(
    leadId,
    channels.map((channel) => ({ channel, dueAt: now })),
    now,
  )
}

/**
 * Outbox rows as the insert returned them, in the shape the outbox reads through Payload:
 * SQLite hands JSON back as its text and PostgreSQL numerics as strings.
 */
export function insertedDeliveries(rows: Record<string, unknown>[]): LeadDelivery[] {
  return rows.map((row) => ({
    ...(row as unknown as LeadDelivery),
    id: Number(row.id),
    lead: Number(row.lead),
    attempts: Number(row.attempts ?? 0),
    attemptsAtRetry: row.attemptsAtRetry == null ? null : Number(row.attemptsAtRetry),
    data: typeof row.data === 'string' ? (JSON.parse(row.data) as LeadDelivery['data']) : row.data,
  })) as LeadDelivery[]
}
