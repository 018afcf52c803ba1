import type { Payload } from 'payload'
import type { Lead, LeadDelivery } from '@/payload-types'
import type { TextRecord } from '@/features/texting'

/*
 * The types the outbox (channels.ts) shares with the senders it calls: in their own file, so a
 * sender that names them does not import the outbox's table of senders back.
 */

export type DeliveryChannel = LeadDelivery['channel']

/** One due row of the outbox, with its lead, handed to its channel's sender. */
export type DeliveryJob = { payload: Payload; delivery: LeadDelivery; lead: Lead; now: Date }

/**
 * What a send came to. Resolving means done (`result` is kept on the row, e.g. a provider's
 * message id); `skipped` means there was nothing to do any more (an opted-out number, a lead
 * contacted before its escalation fell due) and is never retried; `wait` puts the row back, due at
 * `until`, without counting an attempt (a text found due at night waits for the morning);
 * throwing means try again later. `text` is a text that went out, stored on the lead in the same
 * write as the outcome.
 */
export type SendResult = void | {
  result?: string
  text?: TextRecord
  skipped?: string
  wait?: { until: Date; reason: string }
}

export type Channel = {
  send: (job: DeliveryJob) => Promise<SendResult>
  /** Sends of this channel in flight at once in one process. */
  concurrency: number
  /** Sends to one target in flight at once: a hanging target holds only these. */
  perTarget: number
  /** The target a send reaches (a host, an agent), for the bound above; default the channel. */
  targetOf?: (delivery: LeadDelivery) => string
  /** Counts in the lead's delivery status: the lead reaching the firm (e-mail, webhook). */
  firm?: boolean
}
