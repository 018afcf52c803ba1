import type { Channel, DeliveryChannel } from './channel-types'
import { sendAgentAlert } from '../messaging/agent-alert'
import { sendEscalation } from '../messaging/escalation'
import { sendLeadEmail, sendLeadWebhook } from './senders'
import { sendVisitorEmail, sendVisitorSms, sendVisitorWhatsApp } from '../messaging/visitor-senders'
import { sendLeadEvent } from './lead-event-sender'
import { sendFollowUpReminder } from '../messaging/follow-up-reminder'
import { setting } from '@/lib/env.mjs'

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
