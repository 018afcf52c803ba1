import { and, eq, gt, inArray, ne } from 'drizzle-orm'
import type { Payload } from 'payload'
import { parseJsonOrNull } from '@/lib/json'
import { drizzleOf } from '../drizzle-access'
import type { Locale } from '@/i18n/routing'
import type { OutboxWork } from '../delivery/delivery-rows'
import { isOpen, nextOpening, openingWords, type Schedule } from '@/features/schedule'
import { isOptedOut, usE164, visitorChannelsConfigured } from '@/features/texting'
import { phoneDigits } from '../pipeline/phone-digits'
import { fillText } from './reply-defaults'
import { readReplySettings, type ReplySettings } from './reply-settings'

/** What the auto-reply needs to know of a lead about to be stored. */
export type ReplyLead = {
  nombre: string
  phone: string
  email?: string
  /** The consent box (texts) was ticked. */
  consented: boolean
  locale: Locale
  kind: string
  spam: boolean
  /** Logged by staff (the social-media team's form): the visitor did not write to us. */
  loggedBy?: number
  /** The visitor's time zone, when the browser sent a valid one: the reply's time is said in it. */
  timeZone?: string
}

/** Who is answered: a visitor who wrote to us, not a bot, not a referral who never consented. */
const answers = (lead: ReplyLead) =>
  !lead.spam &&
  lead.loggedBy === undefined &&
  lead.kind !== 'socialmedia' &&
  !(lead.kind === 'referral' && !lead.consented)

export const firstName = (nombre: string) => nombre.trim().split(/\s+/)[0] ?? ''

/**
 * The auto-replies of a new lead, as outbox rows due now (none when the person was answered in
 * the last 24 h), written with the lead in its atomic unit: the words are fixed at the post
 * (business hours or not, when the firm will call), so a crash before the send changes nothing of
 * what goes out. SMS needs the consent box, a US number and no opt-out; WhatsApp needs the
 * consent box and the firm's switch; e-mail an address.
 */
export async function visitorReplyWork(
  payload: Payload,
  lead: ReplyLead,
  now: Date,
  schedule: Schedule,
): Promise<OutboxWork[]> {
  if (!answers(lead)) return []
  const configured = visitorChannelsConfigured()
  if (!configured.sms && !configured.whatsapp && !configured.email) return []
  if (await answeredToday(payload, lead.phone, now)) return []
  const settings = await readReplySettings(payload)
  const open = isOpen(schedule, now)
  const opening = nextOpening(schedule, now)
  const values = {
    firstName: firstName(lead.nombre),
    firmName: settings.firmName,
    phone: settings.firmPhone,
    nextOpening: opening
      ? openingWords(opening, now, lead.locale, lead.timeZone ?? schedule.timeZone)
      : '',
  }
  const texts = settings.texts[lead.locale]
  const dueAt = now.toISOString()
  const work: OutboxWork[] = []
  const phone = usE164(lead.phone)
  if (configured.sms && lead.consented && phone && !(await isOptedOut(payload, phone))) {
    const body = fillText(open ? texts.smsOpen : texts.smsClosed, values)
    work.push({ channel: 'visitor-sms', target: phone, data: { kind: 'auto-reply', body }, dueAt })
  }
  if (configured.whatsapp && settings.whatsapp.enabled && lead.consented) {
    const to = whatsappNumber(lead.phone)
    // An opt-out stops every text of the firm to that number, WhatsApp included.
    if (to && !(await isOptedOut(payload, `+${to}`)))
      work.push(whatsappWork(to, open, values, lead.locale, settings, dueAt))
  }
  if (configured.email && lead.email) {
    const subject = fillText(texts.emailSubject, values)
    const body = fillText(open ? texts.emailOpen : texts.emailClosed, values)
    const data = { kind: 'auto-reply', subject, body }
    work.push({ channel: 'visitor-email', target: lead.email, data, dueAt })
  }
  return work
}

const day = 24 * 60 * 60 * 1000
const replyChannels = ['visitor-sms', 'visitor-whatsapp', 'visitor-email'] as const

/**
 * One "we will call you" per person per day: whether a lead of the same phone digits received in
 * the last 24 h already has its first auto-reply queued (on any channel, whatever came of it
 * but a failure). A second form sent in a hurry, or a visitor writing again the same evening,
 * gets no second promise; the firm still gets the lead. Two posts in the same instant may both
 * be answered: each reads before the other is stored.
 */
async function answeredToday(payload: Payload, phone: string, now: Date): Promise<boolean> {
  const digits = phoneDigits(phone)
  if (!digits) return false
  const since = new Date(now.getTime() - day).toISOString()
  // One read of the outbox rows of the person's recent leads (asked for every new lead).
  const { drizzle, leads, deliveries } = drizzleOf(payload)
  const replies: { data: unknown }[] = await drizzle
    .select({ data: deliveries.data })
    .from(deliveries)
    .innerJoin(leads, eq(deliveries.lead, leads.id))
    .where(
      and(
        eq(leads.phoneDigits, digits),
        gt(leads.receivedAt, since),
        inArray(deliveries.channel, [...replyChannels]),
        ne(deliveries.status, 'failed'),
      ),
    )
    .limit(200)
  return replies.some((row) => dataKind(row.data) === 'auto-reply')
}

/** A row's `data.kind` (JSON the adapter may hand over parsed or as its text). */
function dataKind(data: unknown): unknown {
  const value = typeof data === 'string' ? parseJsonOrNull(data) : data
  return (value as { kind?: unknown } | null)?.kind
}

/** A US number, or one written with its country code (+52…): digits, as WhatsApp takes them. */
function whatsappNumber(phone: string): string | null {
  const us = usE164(phone)
  if (us) return us.slice(1)
  const digits = phone.replace(/\D/g, '')
  return phone.trim().startsWith('+') && digits.length >= 10 ? digits : null
}

function whatsappWork(
  to: string,
  open: boolean,
  values: { firstName: string; firmName: string; phone: string; nextOpening: string },
  locale: Locale,
  settings: ReplySettings,
  dueAt: string,
): OutboxWork {
  const parameters = open
    ? [values.firstName, values.firmName, values.phone]
    : [values.firstName, values.firmName, values.nextOpening, values.phone]
  const texts = settings.texts[locale]
  return {
    channel: 'visitor-whatsapp',
    target: to,
    data: {
      kind: 'auto-reply',
      template: open ? settings.whatsapp.templateOpen : settings.whatsapp.templateClosed,
      language: locale === 'es' ? 'es' : 'en_US',
      parameters,
      // What the template says, kept as the evidence of what was sent.
      body: fillText(open ? texts.smsOpen : texts.smsClosed, values),
    },
    dueAt,
  }
}
