import type { PayloadRequest, Where } from 'payload'
import type { Lead } from '@/payload-types'
import { unauditedRead } from '@/features/audit'
import { relationId } from '@/lib/payload/relation-id'
import { signedLetterWhere } from '../admin/signed-letter'
import {
  platformClickIds,
  type ClickIdName,
  type ConversionPlatform,
  type ConversionStep,
} from './names'

/** One conversion to report: a step of a lead's path, keyed by the platform's click id. */
export type ConversionEvent = {
  lead: number
  step: ConversionStep
  at: Date
  clickId: string
  /** Which of the platform's click ids `clickId` is (Google: gclid, gbraid or wbraid). */
  clickIdName: ClickIdName
  /** When the site first knew the click: the lead's arrival. */
  clickSeenAt: Date
  /** The fee paid (cents), for a signed letter or a retained client, when one was paid. */
  valueCents?: number
  currency: string
}

export type Period = { since: Date; until: Date }

type Step = { lead: number; step: ConversionStep; at: Date; engagement?: string }

/**
 * Reads of the admin's own access, recorded by the caller as one export (conversions-endpoint.ts):
 * its pages are not read events of their own.
 */
const reading = (req: PayloadRequest) =>
  ({
    overrideAccess: false,
    user: req.user,
    depth: 0,
    pagination: false,
    context: unauditedRead('recorded-by-caller'),
  }) as const

const within = (field: string, { since, until }: Period): Where => ({
  and: [
    { [field]: { greater_than_equal: since.toISOString() } },
    { [field]: { less_than: until.toISOString() } },
  ],
})

const inPeriod = (at: string | null | undefined, { since, until }: Period) =>
  Boolean(at) && new Date(at!) >= since && new Date(at!) < until

/**
 * The steps of the period, by their own time: a call booked (not cancelled), a letter signed by
 * the client, a lead retained (its history's `retained` entry). Other features' collections are
 * read by slug, so the leads feature imports none of them.
 */
async function stepsOf(req: PayloadRequest, period: Period): Promise<Step[]> {
  const [bookings, letters, retained] = await Promise.all([
    req.payload.find({
      collection: 'bookings',
      where: { and: [within('createdAt', period), { status: { not_equals: 'cancelled' } }] },
      select: { lead: true, createdAt: true },
      ...reading(req),
    }),
    req.payload.find({
      collection: 'engagements',
      // Signed in the period, and not void since (the report's and the dashboard's rule).
      where: { and: [within('evidence.signedAt', period), signedLetterWhere] },
      select: { lead: true, evidence: { signedAt: true } },
      ...reading(req),
    }),
    req.payload.find({
      collection: 'leads',
      where: { and: [{ 'history.action': { equals: 'retained' } }, within('history.at', period)] },
      select: { history: true },
      ...reading(req),
    }),
  ])
  const steps: Step[] = bookings.docs.map((booking) => ({
    lead: Number(relationId(booking.lead)),
    step: 'booked',
    at: new Date(booking.createdAt),
  }))
  for (const letter of letters.docs) {
    const signedAt = letter.evidence?.signedAt
    if (!signedAt) continue
    const lead = Number(relationId(letter.lead))
    steps.push({ lead, step: 'signed', at: new Date(signedAt), engagement: String(letter.id) })
  }
  for (const lead of retained.docs) {
    // The first time the lead was retained, when it falls in the period.
    const entry = (lead.history ?? []).find((item) => item.action === 'retained')
    if (entry && inPeriod(entry.at, period)) {
      steps.push({ lead: lead.id, step: 'retained', at: new Date(entry.at!) })
    }
  }
  return steps
}

type Paid = { engagement?: string | null; amountCents: number; currency: string }

/** The fee paid for the step: the letter's paid payments, or all of a retained lead's. */
function valueOf(step: Step, paid: Paid[]): { valueCents?: number; currency: string } {
  if (step.step === 'booked') return { currency: '' }
  const counted = step.engagement ? paid.filter((p) => p.engagement === step.engagement) : paid
  if (!counted.length) return { currency: '' }
  const valueCents = counted.reduce((sum, payment) => sum + payment.amountCents, 0)
  return { valueCents, currency: (counted[0].currency || 'usd').toUpperCase() }
}

/**
 * The lead's click for the platform: the last touch's, else the first touch's (the latest click
 * the site knows); within a touch the platform's preferred id (Google: gclid, then gbraid, then
 * wbraid), so a row carries one id only.
 */
function clickIdOf(lead: Pick<Lead, 'attribution'>, platform: ConversionPlatform) {
  for (const touch of [lead.attribution?.lastTouch, lead.attribution?.firstTouch]) {
    for (const name of platformClickIds[platform]) {
      const id = touch?.[name]
      if (id) return { clickId: id, clickIdName: name }
    }
  }
  return undefined
}

/**
 * The platform's conversions of the period, oldest first: only leads that carry its click id,
 * never a lead whose browser sent Global Privacy Control, never spam. Only the attribution, the
 * arrival time and the flags of a lead are read: no name, phone, e-mail, address or message is
 * ever loaded for these files.
 */
export async function conversionEvents(
  req: PayloadRequest,
  platform: ConversionPlatform,
  period: Period,
): Promise<ConversionEvent[]> {
  const steps = await stepsOf(req, period)
  const ids = [...new Set(steps.map((step) => step.lead))]
  if (!ids.length) return []
  const [leads, payments] = await Promise.all([
    req.payload.find({
      collection: 'leads',
      where: { id: { in: ids } },
      select: { attribution: true, receivedAt: true, spam: true, status: true },
      ...reading(req),
    }),
    req.payload.find({
      collection: 'payments',
      where: { and: [{ lead: { in: ids } }, { status: { equals: 'paid' } }] },
      select: { lead: true, engagement: true, amountCents: true, currency: true },
      ...reading(req),
    }),
  ])
  const byId = new Map(leads.docs.map((lead) => [lead.id, lead]))
  const events: ConversionEvent[] = []
  for (const step of steps) {
    const lead = byId.get(step.lead)
    if (!lead || lead.attribution?.gpc || lead.spam || lead.status === 'spam') continue
    const click = clickIdOf(lead, platform)
    if (!click) continue
    const paid = payments.docs.filter((payment) => Number(relationId(payment.lead)) === lead.id)
    events.push({
      lead: lead.id,
      step: step.step,
      at: step.at,
      ...click,
      clickSeenAt: new Date(lead.receivedAt),
      ...valueOf(step, paid),
    })
  }
  return events.sort((a, b) => a.at.getTime() - b.at.getTime() || a.lead - b.lead)
}
