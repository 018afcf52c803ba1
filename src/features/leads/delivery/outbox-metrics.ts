import type { Payload } from 'payload'
import type { Lead, LeadDelivery } from '@/payload-types'
import {
  countDelivery,
  observeLeadAlert,
  observeVisitorReply,
  sampleOutboxOldestDue,
} from '@/lib/metrics/record.mjs'
import type { SendResult } from './channel-types'
import { maxAttempts } from './delivery-targets'

const visitorChannels = ['visitor-sms', 'visitor-whatsapp', 'visitor-email']

/**
 * One attempt in the metrics (`deliveries_total`; for a lead's agent alert and auto-replies, the
 * seconds since its post) and in the log: ids, channel and outcome, never a target or a message.
 */
export function recordAttempt(
  payload: Payload,
  delivery: LeadDelivery,
  lead: Pick<Lead, 'id'> & { createdAt?: string | null },
  attempts: number,
  failure: unknown,
  sent: SendResult | undefined,
) {
  const givesUp = attempts - (delivery.attemptsAtRetry ?? 0) >= maxAttempts()
  const status = failure
    ? givesUp
      ? 'failed'
      : 'retry'
    : sent?.wait
      ? 'waiting'
      : sent?.skipped
        ? 'skipped'
        : 'delivered'
  countDelivery(delivery.channel, status)
  payload.logger.info({
    msg: 'delivery attempt',
    event: 'delivery',
    lead: lead.id,
    delivery: delivery.id,
    channel: delivery.channel,
    status,
    attempts,
  })
  if (status !== 'delivered' || !lead.createdAt) return
  const seconds = (Date.now() - Date.parse(lead.createdAt)) / 1000
  const kind = (delivery.data as { kind?: string } | null)?.kind
  // A new lead's alert, not one of a client's later text (kind `client-reply`).
  if (delivery.channel === 'agent-alert') {
    if (!kind) observeLeadAlert(seconds)
  } else if (
    visitorChannels.includes(delivery.channel) &&
    (kind ?? 'auto-reply') === 'auto-reply'
  ) {
    observeVisitorReply(delivery.channel.replace('visitor-', ''), seconds)
  }
}

/** `outbox_oldest_due_seconds` at each scrape: the oldest pending row due now, 0 when none. */
export function sampleOutboxAge(payload: Payload) {
  sampleOutboxOldestDue(async () => {
    const now = new Date()
    const { docs } = await payload.find({
      collection: 'lead-deliveries',
      where: {
        and: [
          { status: { equals: 'pending' } },
          { nextAttemptAt: { less_than_equal: now.toISOString() } },
        ],
      },
      sort: 'nextAttemptAt',
      limit: 1,
      depth: 0,
      pagination: false,
    })
    const due = docs[0]?.nextAttemptAt
    return due ? Math.max(0, (now.getTime() - Date.parse(due)) / 1000) : 0
  })
}
