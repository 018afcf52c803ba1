import type { DeliveryJob, SendResult } from '../delivery/channels'
import { mailer, sendLimitMs, withinSendLimit } from '../delivery/senders'
import { withinTextingHours } from './business-time'
import { isOptedOut } from './opt-out-state'
import { readSchedule } from './schedule'
import { recordText } from './text-record'
import { immediateKinds, isTwilioUnsubscribed, reachesOptedOut } from './texting-rules'
import { statusCallbackUrl } from './webhook-urls'
import { sendSms, twilioConfig } from './twilio'
import { visitorEmailConfig } from './visitor-channels'
import { sendWhatsAppTemplate, whatsappConfig } from './whatsapp'

type TextData = { kind?: string; body?: string }
const dataOf = <T>(job: DeliveryJob) => (job.delivery.data ?? {}) as T & TextData

/**
 * A text to a visitor's phone. Checked here, at the send, not only when queued: the number may
 * have opted out since (then skipped, never retried), and a text that is not an immediate answer
 * waits for 8:00–21:00 in the firm's time zone (thrown, so the outbox tries again later).
 */
export async function sendVisitorSms(job: DeliveryJob): Promise<SendResult> {
  const config = twilioConfig()
  if (!config) return { skipped: 'SMS is not configured' }
  const { payload, delivery, lead, now } = job
  const to = delivery.target ?? ''
  const { kind = 'auto-reply', body = '' } = dataOf(job)
  if (!reachesOptedOut(kind) && (await isOptedOut(payload, to))) {
    return { skipped: 'The number opted out' }
  }
  if (!immediateKinds.includes(kind)) {
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
  await recordText(payload, {
    lead: lead.id,
    direction: 'out',
    channel: 'sms',
    phone: to,
    body,
    kind: kind as 'auto-reply',
    providerId: sent.sid,
    status: sent.status,
  })
  return { result: sent.sid }
}

type WhatsAppData = { template: string; language: string; parameters: string[] }

export async function sendVisitorWhatsApp(job: DeliveryJob): Promise<SendResult> {
  const config = whatsappConfig()
  if (!config) return { skipped: 'WhatsApp is not configured' }
  const { payload, delivery, lead } = job
  const data = dataOf<WhatsAppData>(job)
  const to = delivery.target ?? ''
  if (await isOptedOut(payload, `+${to}`)) return { skipped: 'The number opted out' }
  const id = await sendWhatsAppTemplate(
    config,
    { to, name: data.template, language: data.language, parameters: data.parameters ?? [] },
    sendLimitMs(),
  )
  await recordText(payload, {
    lead: lead.id,
    direction: 'out',
    channel: 'whatsapp',
    phone: `+${to}`,
    body: data.body ?? '',
    kind: 'auto-reply',
    providerId: id,
    status: 'accepted',
  })
  return { result: id }
}

export async function sendVisitorEmail(job: DeliveryJob): Promise<SendResult> {
  const config = visitorEmailConfig()
  if (!config) return { skipped: 'SMTP is not configured' }
  const { payload, delivery, lead } = job
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
  await recordText(payload, {
    lead: lead.id,
    direction: 'out',
    channel: 'email',
    phone: to,
    body: `${subject}\n\n${body}`,
    kind: 'auto-reply',
    status: 'sent',
  })
  return { result: `e-mail to ${to}` }
}
