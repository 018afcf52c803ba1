import type { Payload } from 'payload'
import { unauditedRead } from '@/features/audit'
import { leadIdsOf, signedLetterWhere } from '@/features/leads'
import { relationId } from '@/lib/payload/relation-id'

/** The client path's steps a campaign's report counts, past the lead itself. */
export type CampaignSteps = {
  booked: Set<number>
  questionnaire: Set<number>
  signed: Set<number>
  paid: Set<number>
  /** Fees paid per lead, in cents. */
  feesCents: Map<number, number>
}

/**
 * Which of these leads booked a call, answered a questionnaire, signed a letter and paid a fee
 * (refunds left out; at any time: the steps follow the lead). The other features' collections are read by slug,
 * as the dashboard's client path does, so campaigns imports neither booking, questionnaires,
 * engagements nor payments. Counts only leave this module: no audit event.
 */
export async function campaignSteps(payload: Payload, leadIds: number[]): Promise<CampaignSteps> {
  // `in: []` is no filter at all on some adapters: no lead, no step.
  const ofLeads = { lead: { in: leadIds.length ? leadIds : [0] } }
  const read = { depth: 0, pagination: false, context: unauditedRead('figures') } as const
  const [bookings, answers, letters, payments] = await Promise.all([
    payload.find({ collection: 'bookings', where: ofLeads, select: { lead: true }, ...read }),
    payload.find({
      collection: 'questionnaire-answers',
      where: { and: [ofLeads, { submittedAt: { exists: true } }] },
      select: { lead: true },
      ...read,
    }),
    payload.find({
      collection: 'engagements',
      // Signed by the client and not void (the leads feature's rule, the dashboard's too).
      where: { and: [ofLeads, signedLetterWhere] },
      select: { lead: true },
      ...read,
    }),
    payload.find({
      collection: 'payments',
      where: { and: [ofLeads, { paidAt: { exists: true } }, { status: { equals: 'paid' } }] },
      select: { lead: true, amountCents: true },
      ...read,
    }),
  ])
  const feesCents = new Map<number, number>()
  for (const payment of payments.docs) {
    const lead = Number(relationId(payment.lead))
    feesCents.set(lead, (feesCents.get(lead) ?? 0) + (payment.amountCents ?? 0))
  }
  return {
    booked: leadIdsOf(bookings.docs),
    questionnaire: leadIdsOf(answers.docs),
    signed: leadIdsOf(letters.docs),
    paid: leadIdsOf(payments.docs),
    feesCents,
  }
}
