import type { Payload } from 'payload'
import type { Lead, LeadDelivery } from '@/payload-types'
import { mailer, sendLimitMs, withinSendLimit } from '@/features/leads'
import {
  isTwilioUnsubscribed,
  recordText,
  sendSms,
  statusCallbackUrl,
  twilioConfig,
  visitorEmailConfig,
} from '@/features/texting'

type Words = { subject: string; body: string }

/** The letter's e-mail to the client, kept on the lead's conversation. */
export async function mailLetter(
  payload: Payload,
  lead: Lead,
  delivery: LeadDelivery,
  words: Words,
) {
  const config = visitorEmailConfig()
  if (!config) return { skipped: 'SMTP is not configured' }
  const to = delivery.target ?? ''
  const key = delivery.idempotencyKey
  const message = { from: config.from, to, subject: words.subject, text: words.body }
  await withinSendLimit(
    mailer(config.smtpUrl).sendMail({
      ...message,
      messageId: `<${key}@leads.local>`,
      headers: { 'X-Idempotency-Key': key, 'X-Lead-Id': String(lead.id) },
    }),
  )
  const body = `${words.subject}\n\n${words.body}`
  await recordText(payload, {
    kind: 'engagement',
    channel: 'email',
    direction: 'out',
    status: 'sent',
    lead: lead.id,
    phone: to,
    body,
  })
  return { result: 'sent' }
}

/** The letter's text to the client (the caller checked the opt-out), kept on the lead. */
export async function textLetter(payload: Payload, lead: Lead, to: string, body: string) {
  const config = twilioConfig()
  if (!config) return { skipped: 'SMS is not configured' }
  let sid: string
  let status: string
  try {
    const sent = await sendSms(
      config,
      { to, body, statusCallback: statusCallbackUrl() },
      sendLimitMs(),
    )
    sid = sent.sid
    status = sent.status
  } catch (error) {
    if (isTwilioUnsubscribed(error)) return { skipped: 'Twilio: the number replied STOP' }
    throw error
  }
  await recordText(payload, {
    kind: 'engagement',
    channel: 'sms',
    direction: 'out',
    lead: lead.id,
    phone: to,
    body,
    providerId: sid,
    status,
  })
  return { result: sid }
}
