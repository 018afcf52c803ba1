import type { Payload } from 'payload'
import type { Lead, LeadDelivery } from '@/payload-types'
import { sendAgentAlert } from '../messaging/agent-alert'
import { sendEscalation } from '../messaging/escalation'
import { sendLeadEmail, sendLeadWebhook } from './senders'
import { sendVisitorEmail, sendVisitorSms, sendVisitorWhatsApp } from '../messaging/visitor-senders'
import { sendLeadEvent } from './lead-event-sender'
import { sendFollowUpReminder } from '../messaging/follow-up-reminder'
import { setting } from '@/lib/env.mjs'

export type DeliveryChannel = LeadDelivery['channel']

/** One due row of the outbox, with its lead, handed to its channel's sender. */
export type DeliveryJob = { payload: Payload; delivery: LeadDelivery; lead: Lead; now: Date }

/**
 * What a send came to. Resolving means done (`result` is kept on the row, e.g. a provider's
 * message id); `skipped` means there was nothing to do any more (an opted-out number, a lead
 * contacted before its escalation fell due) and is never retried; `wait` puts the row back, due at
 * `until`, without counting an attempt (a text found due at night waits for the morning);
 * throwing means try again later.
 */
export type SendResult = void | {
  result?: string
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

const hostOf = (url: string | undefined) => {
  try {
    return new URL(url ?? '').host
  } catch {
    return ''
  }
}

/**
 * All sends to one host (the SMTP server, the webhook receiver) are one target, whichever channel
 * they belong to; the URL is read when a send is due.
 */
const hostTarget = (kind: 'smtp' | 'webhook', url: () => string | undefined) => () =>
  `${kind}:${hostOf(url())}`
const smtpHost = hostTarget('smtp', () => setting('SMTP_URL'))
const webhookHost = hostTarget('webhook', () => setting('LEAD_WEBHOOK_URL'))

/**
 * Every channel the outbox works. A new kind of text, alert or timer is a row here and a sender
 * beside its feature step; senders never import the outbox (it re-runs after each send).
 */
export const channels: Partial<Record<DeliveryChannel, Channel>> = {
  email: {
    send: ({ lead, delivery }) => sendLeadEmail(lead, delivery.idempotencyKey),
    concurrency: 4,
    perTarget: 4,
    targetOf: smtpHost,
    firm: true,
  },
  webhook: {
    send: ({ lead, delivery }) => sendLeadWebhook(lead, delivery.idempotencyKey),
    concurrency: 4,
    perTarget: 2,
    targetOf: webhookHost,
    firm: true,
  },
  'agent-alert': {
    send: sendAgentAlert,
    concurrency: 16,
    perTarget: 4,
    targetOf: (delivery) => `staff:${delivery.target ?? ''}`,
  },
  escalation: {
    send: sendEscalation,
    concurrency: 8,
    perTarget: 8,
  },
  // One text at a time per number: a STOP's confirmation never overtakes the reply before it.
  'visitor-sms': { send: sendVisitorSms, concurrency: 8, perTarget: 1 },
  'visitor-whatsapp': { send: sendVisitorWhatsApp, concurrency: 4, perTarget: 1 },
  'visitor-email': {
    send: sendVisitorEmail,
    concurrency: 4,
    perTarget: 4,
    targetOf: smtpHost,
  },
  'follow-up': { send: sendFollowUpReminder, concurrency: 2, perTarget: 1 },
  'lead-event': {
    send: sendLeadEvent,
    concurrency: 2,
    perTarget: 2,
    targetOf: webhookHost,
  },
}

/**
 * A feature outside leads adds its channel here (booking's confirmation and reminders), so the
 * outbox works it without leads importing that feature.
 */
export function registerChannel(name: DeliveryChannel, channel: Channel) {
  channels[name] = channel
}

/** The channels whose rows make up a lead's delivery status. */
export const firmChannels = (Object.keys(channels) as DeliveryChannel[]).filter(
  (name) => channels[name]?.firm,
)
