import type { Payload } from 'payload'
import { leadWithPhone, phoneDigits } from '../pipeline/phone-digits'
import { kickOutbox } from '../delivery/outbox'
import { answerLocale, keywordOf, type KeywordAction } from './keywords'
import { isOptedOut, recordConsentChange } from './opt-out-state'
import { fillText } from './reply-defaults'
import { readReplySettings } from './reply-settings'
import { recordText } from './text-record'
import { sendSms, twilioConfig, usE164 } from './twilio'
import { emptyTwiml, forbidden, signedFields } from './twilio-webhook'

/**
 * Twilio's inbound webhook: every text a visitor sends is stored on their latest lead; STOP
 * (and its synonyms) opts the number out, START opts it in again, HELP gets the firm's help
 * text. An answer goes through the outbox like every other text (retried, its provider id and
 * status kept, one sender checking opt-outs), keyed by the inbound message's id, so Twilio
 * retrying its webhook cannot answer twice. The webhook itself answers with empty TwiML.
 */
export async function handleInboundSms(payload: Payload, request: Request) {
  const fields = await signedFields(request)
  if (!fields) return forbidden()
  const from = usE164(fields.From ?? '') ?? (fields.From ?? '').slice(0, 30)
  const body = fields.Body ?? ''
  const sid = fields.MessageSid ?? fields.SmsSid ?? ''
  // The most recent lead with that phone: the one an inbound text is about.
  const lead = await leadWithPhone(payload, phoneDigits(from), 'latest')
  await recordText(payload, {
    lead: lead?.id,
    direction: 'in',
    channel: 'sms',
    phone: from,
    body,
    kind: 'inbound',
    providerId: sid,
    status: 'received',
  })
  const keyword = keywordOf(body)
  if (!keyword || !from) return emptyTwiml()
  const answer = await consentAnswer(payload, from, keyword.keyword, keyword.action)
  if (!answer) return emptyTwiml()
  const settings = await readReplySettings(payload)
  const texts = settings.texts[answerLocale(keyword.keyword, lead?.locale ?? undefined)]
  const text = fillText(
    texts[answer === 'opt-out' ? 'optOut' : answer === 'opt-in' ? 'optIn' : 'help'],
    {
      firmName: settings.firmName,
      phone: settings.firmPhone,
    },
  )
  if (lead) await queueAnswer(payload, lead.id, from, sid, answer, text)
  else await textWithoutLead(payload, from, sid, answer, text)
  return emptyTwiml()
}

/** Records the change of consent; the answer to send, or null when nothing changed. */
async function consentAnswer(
  payload: Payload,
  phone: string,
  keyword: string,
  action: KeywordAction,
): Promise<KeywordAction | null> {
  if (action === 'help') return 'help'
  const optedOut = await isOptedOut(payload, phone)
  // A second STOP (or a START while subscribed) changes nothing: one confirmation only.
  if ((action === 'opt-out') === optedOut) return null
  await recordConsentChange(payload, { phone, action, via: 'keyword', keyword })
  return action
}

async function queueAnswer(
  payload: Payload,
  leadId: number,
  phone: string,
  sid: string,
  kind: KeywordAction,
  body: string,
) {
  const now = new Date().toISOString()
  try {
    await payload.create({
      collection: 'lead-deliveries',
      data: {
        lead: leadId,
        channel: 'visitor-sms',
        target: phone,
        data: { kind, body },
        status: 'pending',
        attempts: 0,
        nextAttemptAt: now,
        idempotencyKey: `inbound-${sid || now}-${kind}`,
      },
      overrideAccess: true,
    })
  } catch (error) {
    // The same inbound message again (Twilio retries a webhook): its answer is already queued.
    payload.logger.warn({ err: error, msg: `Answer to inbound text ${sid} not queued again` })
  }
  kickOutbox(payload)
}

/**
 * A number with no lead (texted the firm's number out of the blue): the outbox's rows belong to
 * leads, so the answer is sent at once and stored without a lead.
 */
async function textWithoutLead(
  payload: Payload,
  phone: string,
  sid: string,
  kind: KeywordAction,
  body: string,
) {
  const config = twilioConfig()
  if (!config) return
  try {
    const sent = await sendSms(config, { to: phone, body })
    await recordText(payload, {
      direction: 'out',
      channel: 'sms',
      phone,
      body,
      kind,
      providerId: sent.sid,
      status: sent.status,
    })
  } catch (error) {
    payload.logger.warn({ err: error, msg: `Answer to inbound text ${sid} failed` })
  }
}
