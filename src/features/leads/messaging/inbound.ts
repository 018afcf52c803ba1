import type { Payload } from 'payload'
import { leadWithPhone, phoneDigits } from '../pipeline/phone-digits'
import { queueOnce } from '../delivery/queue-once'
import {
  answerLocale,
  emptyTwiml,
  forbidden,
  isOptedOut,
  type KeywordAction,
  keywordOf,
  readRevocation,
  recordConsentChange,
  recordText,
  sendSms,
  signedFields,
  twilioConfig,
  usE164,
} from '@/features/texting'
import { askOnce } from './revocation-check'
import { alertAgentOfReply } from './client-message'
import { markClientText } from './unread-texts'
import { fillText } from './reply-defaults'
import { readReplySettings } from './reply-settings'

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
  // A signature has no time in it: a request replayed later (a START after the visitor's STOP,
  // say) or Twilio retrying its webhook is the same message, handled once.
  if (sid && (await alreadyReceived(payload, sid))) return emptyTwiml()
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
  if (!from) return emptyTwiml()
  const reading = readReply(body)
  if (lead && reading?.action !== 'opt-out' && reading?.action !== 'opt-in' && !reading?.exact) {
    await markClientText(payload, lead.id, new Date())
  }
  if (!reading) {
    if (lead) await alertAgentOfReply(payload, lead, sid, body)
    return emptyTwiml()
  }
  if (reading.action === 'unclear') {
    if (lead) await askOnce(payload, lead, from, body, reading.locale)
    return emptyTwiml()
  }
  const answer = await consentAnswer(payload, from, { ...reading, action: reading.action }, body)
  if (!answer) return emptyTwiml()
  const settings = await readReplySettings(payload)
  const texts =
    settings.texts[reading.locale ?? answerLocale(reading.keyword, lead?.locale ?? undefined)]
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

type Reading = {
  action: KeywordAction | 'unclear'
  keyword: string
  /** A keyword alone (STOP), not a revocation in other words. */
  exact: boolean
  locale: 'es' | 'en' | null
}

/** A keyword (STOP, START, HELP…), a revocation in other words, one that may be, or nothing. */
function readReply(body: string): Reading | null {
  const keyword = keywordOf(body)
  if (keyword) return { ...keyword, exact: true, locale: null }
  const revocation = readRevocation(body)
  if (!revocation) return null
  return {
    action: revocation.revokes === true ? 'opt-out' : 'unclear',
    keyword: revocation.phrase.toUpperCase(),
    exact: false,
    locale: revocation.locale,
  }
}

async function alreadyReceived(payload: Payload, sid: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'lead-texts',
    where: { and: [{ providerId: { equals: sid } }, { direction: { equals: 'in' } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** Records the change of consent; the answer to send, or null when nothing changed. */
async function consentAnswer(
  payload: Payload,
  phone: string,
  reading: Reading & { action: KeywordAction },
  message: string,
): Promise<KeywordAction | null> {
  const { action, keyword } = reading
  if (action === 'help') return 'help'
  const optedOut = await isOptedOut(payload, phone)
  // A second STOP (or a START while subscribed) changes nothing: one confirmation only.
  if ((action === 'opt-out') === optedOut) return null
  const via = reading.exact ? 'keyword' : 'reply'
  await recordConsentChange(payload, { phone, action, via, keyword, message })
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
  const work = { channel: 'visitor-sms' as const, target: phone, data: { kind, body }, dueAt: now }
  await queueOnce(payload, leadId, work, `inbound-${sid || now}-${kind}`)
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
