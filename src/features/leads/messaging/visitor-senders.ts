import type { DeliveryJob, SendResult } from '../delivery/channel-types'
import { mailer, sendLimitMs, withinSendLimit } from '../delivery/senders'
import {
  immediateKinds,
  isOptedOut,
  isTwilioUnsubscribed,
  nextMorning,
  reachesOptedOut,
  sendSms,
  sendWhatsAppTemplate,
  sendWhatsAppText,
  statusCallbackUrl,
  twilioConfig,
  visitorEmailConfig,
  whatsappConfig,
  withinTextingHours,
} from '@/features/texting'
import type { TextRecord } from '@/features/texting'
import { readSchedule } from '@/features/schedule'

type TextData = { kind?: string; body?: string }
/** What an agent's answer adds: who wrote it, the visitor's zone, whether it answers a text. */
type AgentReplyData = { by?: number; zone?: string; answering?: boolean }
const dataOf = <T>(job: DeliveryJob) => (job.delivery.data ?? {}) as T & TextData

/**
 * What a send hands back: the provider's id, and the text as it left, stored with the outcome in
 * one write (the outbox's recordOutcome).
 */
function sentText(
  { lead }: DeliveryJob,
  text: Omit<TextRecord, 'lead' | 'direction' | 'sentBy'> & { by?: unknown },
): SendResult {
  const { by, ...rest } = text
  return {
    result: text.providerId ?? undefined,
    text: {
      ...rest,
      lead: lead.id,
      direction: 'out',
      sentBy: typeof by === 'number' ? by : undefined,
    },
  }
}

/**
 * A text to a visitor's phone. Checked here, at the send, not only when queued: the number may
 * have opted out since (then skipped, never retried), and a text that is not an immediate answer
 * waits for 8:00–21:00 in the firm's time zone (thrown, so the outbox tries again later).
 */
export async function sendVisitorSms(job: DeliveryJob): Promise<SendResult> {
  const config = twilioConfig()
  if (!config) return { skipped: 'SMS is not configured' }
  const { payload, delivery, now } = job
  const to = delivery.target ?? ''
  const { kind = 'auto-reply', body = '', ...reply } = dataOf<AgentReplyData>(job)
  if (!reachesOptedOut(kind) && (await isOptedOut(payload, to))) {
    return { skipped: 'The number opted out' }
  }
  if (kind === 'agent-reply') {
    // An agent's answer: quiet hours are the visitor's, and an answer to their own text goes.
    const zone = reply.zone ?? (await readSchedule(payload)).timeZone
    if (!reply.answering && !withinTextingHours(zone, now)) {
      return {
        wait: { until: nextMorning(zone, now), reason: "Quiet hours in the visitor's zone" },
      }
    }
  } else if (!immediateKinds.includes(kind)) {
    const { timeZone } = await readSchedule(payload)
    if (!withinTextingHours(timeZone, now)) throw new Error('Outside texting hours (8:00–21:00)')
  }
  let sent
  try {
    sent = await sendSms(config, { to, body, statusCallback: statusCallbackUrl() }, sendLimitMs())
  } catch (error) {
    if (isTwilioUnsubscribed(error)) return { skipped: 'Twilio: the number replied STOP' }
    throw error
  }
  return sentText(job, {
    channel: 'sms',
    phone: to,
    body,
    kind: kind as 'auto-reply',
    by: reply.by,
    providerId: sent.sid,
    status: sent.status,
  })
}

type WhatsAppData = { template: string; language: string; parameters: string[] }

export async function sendVisitorWhatsApp(job: DeliveryJob): Promise<SendResult> {
  const config = whatsappConfig()
  if (!config) return { skipped: 'WhatsApp is not configured' }
  const { payload, delivery } = job
  const data = dataOf<WhatsAppData & AgentReplyData>(job)
  const to = delivery.target ?? ''
  if (await isOptedOut(payload, `+${to}`)) return { skipped: 'The number opted out' }
  if (data.kind === 'agent-reply' && !data.template) return sendAgentWhatsApp(job, config, data)
  const id = await sendWhatsAppTemplate(
    config,
    { to, name: data.template, language: data.language, parameters: data.parameters ?? [] },
    sendLimitMs(),
  )
  // The auto-reply, or the template an agent sent asking the client to reply.
  const kind = data.kind === 'agent-reply' ? 'agent-reply' : 'auto-reply'
  return whatsappSent(job, to, data.body ?? '', kind, data.by, id)
}

/** A WhatsApp message the Cloud API accepted, as stored on its lead. */
function whatsappSent(
  job: DeliveryJob,
  to: string,
  body: string,
  kind: 'agent-reply' | 'auto-reply',
  by: unknown,
  id: string,
) {
  return sentText(job, {
    channel: 'whatsapp',
    phone: `+${to}`,
    body,
    kind,
    by,
    providerId: id,
    status: 'accepted',
  })
}

/** An agent's own words on WhatsApp: a text message, inside the window the client opened. */
async function sendAgentWhatsApp(
  job: DeliveryJob,
  config: NonNullable<ReturnType<typeof whatsappConfig>>,
  data: TextData & AgentReplyData,
): Promise<SendResult> {
  const to = job.delivery.target ?? ''
  const body = data.body ?? ''
  const id = await sendWhatsAppText(config, { to, body }, sendLimitMs())
  return whatsappSent(job, to, body, 'agent-reply', data.by, id)
}

export async function sendVisitorEmail(job: DeliveryJob): Promise<SendResult> {
  const config = visitorEmailConfig()
  if (!config) return { skipped: 'SMTP is not configured' }
  const { delivery, lead } = job
  const { subject = '', body = '' } = dataOf<{ subject: string }>(job)
  const to = delivery.target ?? ''
  await withinSendLimit(
    mailer(config.smtpUrl).sendMail({
      from: config.from,
      to,
      subject,
      text: body,
      headers: { 'X-Lead-Id': String(lead.id), 'X-Idempotency-Key': delivery.idempotencyKey },
      messageId: `<${delivery.idempotencyKey}@leads.local>`,
    }),
  )
  return {
    ...sentText(job, {
      channel: 'email',
      phone: to,
      body: `${subject}\n\n${body}`,
      kind: 'auto-reply',
      status: 'sent',
    }),
    result: `e-mail to ${to}`,
  }
}
