import type { Payload } from 'payload'
import type { Lead } from '@/payload-types'
import { readSchedule, zoneOrFallback } from '@/features/schedule'
import {
  isOptedOut,
  nextMorning,
  twilioConfig,
  usE164,
  whatsappConfig,
  whatsappWindowMs,
  withinTextingHours,
} from '@/features/texting'

/** How long after a client's own text an agent's answer counts as answering it, at any hour. */
export const answerWindowMs = 60 * 60_000

/** SMS, WhatsApp in the client's window, or WhatsApp's approved template asking for a reply. */
export type ReplyChannel = 'sms' | 'whatsapp' | 'whatsapp-template'

export type ReplyBlock =
  'not-configured' | 'merged' | 'no-phone' | 'opted-out' | 'quiet-hours' | 'whatsapp-window'

export type ReplyState =
  | { can: true; phone: string; zone: string; answering: boolean }
  | { can: false; reason: ReplyBlock; zone?: string; opensAt?: Date }

/**
 * The visitor's own time zone as far as the firm knows it: the one their browser gave when they
 * booked the free call, else the firm's (the lead form asks none).
 */
async function visitorZone(payload: Payload, leadId: number): Promise<string> {
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { lead: { equals: leadId } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    select: { timeZone: true },
    overrideAccess: true,
  })
  const { timeZone: firmZone } = await readSchedule(payload)
  return docs[0]?.timeZone ? zoneOrFallback(docs[0].timeZone) : firmZone
}

/** Whether the client wrote on WhatsApp in the last 24 hours (Meta's customer-service window). */
async function whatsappWindowOpen(payload: Payload, leadId: number, now: Date) {
  const { totalDocs } = await payload.count({
    collection: 'lead-texts',
    where: {
      and: [
        { lead: { equals: leadId } },
        { channel: { equals: 'whatsapp' } },
        { direction: { equals: 'in' } },
        { createdAt: { greater_than: new Date(now.getTime() - whatsappWindowMs).toISOString() } },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** Whether the newest text of the lead is the client's, sent within the answer window. */
async function clientAwaitsAnswer(payload: Payload, leadId: number, now: Date) {
  const { docs } = await payload.find({
    collection: 'lead-texts',
    where: { lead: { equals: leadId } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    select: { direction: true, createdAt: true },
    overrideAccess: true,
  })
  const newest = docs[0]
  return (
    newest?.direction === 'in' &&
    now.getTime() - new Date(newest.createdAt).getTime() <= answerWindowMs
  )
}

/**
 * Whether an agent may text this lead now, and if not why: never an opted-out number (any lead
 * of it), never a merged lead (its kept lead holds the conversation), and between 21:00 and 8:00
 * of the visitor's zone only to answer the client's own message (TCPA's calling hours); on
 * WhatsApp only inside the 24 hours after the client wrote there.
 */
export async function replyState(
  payload: Payload,
  lead: Pick<Lead, 'id' | 'status' | 'phone'>,
  now: Date,
  channel: ReplyChannel = 'sms',
): Promise<ReplyState> {
  const configured = channel === 'sms' ? twilioConfig() : whatsappConfig()
  if (!configured) return { can: false, reason: 'not-configured' }
  if (lead.status === 'merged') return { can: false, reason: 'merged' }
  const phone = usE164(lead.phone ?? '')
  if (!phone) return { can: false, reason: 'no-phone' }
  if (await isOptedOut(payload, phone)) return { can: false, reason: 'opted-out' }
  // Outside its window WhatsApp takes only an approved template, not an agent's own words.
  if (channel === 'whatsapp' && !(await whatsappWindowOpen(payload, lead.id, now))) {
    return { can: false, reason: 'whatsapp-window' }
  }
  const zone = await visitorZone(payload, lead.id)
  const answering = await clientAwaitsAnswer(payload, lead.id, now)
  if (answering || withinTextingHours(zone, now)) return { can: true, phone, zone, answering }
  return { can: false, reason: 'quiet-hours', zone, opensAt: nextMorning(zone, now) }
}
