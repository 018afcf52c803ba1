import type { Payload, PayloadRequest } from 'payload'
import { retainedEvidenceContext, type RetainedEvidence } from '@/features/leads'
import { onPaymentSettled, paymentsOfLead } from '@/features/payments'
import type { Engagement } from '@/payload-types'
import { claimOnce, releaseClaim } from '@/lib/payload/claim-once'
import { relationId, relationNumber } from '@/lib/payload/relation-id'

/** Lead statuses a letter never overrides: the lead was closed another way. */
const settled = new Set(['retained', 'merged', 'spam'])

/** The letter's paid payments, and whether they cover the fee due at signing. */
async function paidFor(payload: Payload, engagement: Engagement) {
  const lead = relationNumber(engagement.lead)
  const payments = (await paymentsOfLead(payload, lead)).filter(
    (payment) => String(relationId(payment.engagement)) === String(engagement.id),
  )
  const paid = payments.filter((payment) => payment.status === 'paid')
  const total = paid.reduce((sum, payment) => sum + (payment.amountCents ?? 0), 0)
  return { paid, covered: !engagement.feeCents || total >= engagement.feeCents }
}

function evidenceOf(engagement: Engagement, paid: Awaited<ReturnType<typeof paidFor>>['paid']) {
  const evidence: RetainedEvidence = {
    letter: {
      engagement: engagement.id,
      sha256: engagement.letterSha256 ?? null,
      signedAt: engagement.evidence?.signedAt ?? null,
      countersignedAt: engagement.countersignedAt ?? null,
    },
    payments: paid.map((payment) => ({
      id: payment.id,
      amountCents: payment.amountCents,
      currency: payment.currency ?? 'usd',
      status: payment.status,
      paidAt: payment.paidAt ?? null,
      receiptUrl: payment.receiptUrl ?? null,
    })),
  }
  return evidence
}

/**
 * The lead of a letter becomes retained by itself once the letter is signed by the client,
 * countersigned by the firm and, when it names a fee due at signing, paid. Called on each of
 * those steps (whichever comes last retains); a claim per lead makes it happen once, so the
 * `lead.retained` event (with the letter's hash and the payments) is posted once. The matter
 * keeps the lead's type when staff chose one ("other" otherwise) and the letter's attorney
 * when the lead names none.
 */
export async function retainWhenComplete(
  payload: Payload,
  engagementId: number,
  req?: Partial<PayloadRequest>,
): Promise<boolean> {
  const engagement = (await payload
    .findByID({ collection: 'engagements', id: engagementId, depth: 0, overrideAccess: true, req })
    .catch(() => null)) as Engagement | null
  if (engagement?.status !== 'countersigned') return false
  const { paid, covered } = await paidFor(payload, engagement)
  if (!covered) return false
  const leadId = relationNumber(engagement.lead)
  const lead = await payload
    .findByID({ collection: 'leads', id: leadId, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!lead || settled.has(lead.status)) return false
  const attorney = relationId(lead.responsibleAttorney) ?? relationId(engagement.attorney)
  if (!attorney) {
    payload.logger.warn({
      msg: 'A complete letter names no attorney: the lead waits for staff to retain it',
      engagement: engagement.id,
      lead: leadId,
    })
    return false
  }
  const claim = `lead-retained:${leadId}`
  if (!(await claimOnce(payload, claim))) return false
  try {
    await payload.update({
      collection: 'leads',
      id: leadId,
      data: {
        status: 'retained',
        matterType: lead.matterType ?? 'other',
        responsibleAttorney: Number(attorney),
      },
      overrideAccess: true,
      req,
      context: { [retainedEvidenceContext]: evidenceOf(engagement, paid) },
    })
  } catch (error) {
    await releaseClaim(payload, claim)
    throw error
  }
  return true
}

// On globalThis: each Next bundle loads the schema, and the payment should be heard once.
const registered = Symbol.for('firm-site.retain-on-payment')

/** A fee paid after the firm countersigned is the last step: the payment retains the lead. */
export function retainOnPayment() {
  const flags = globalThis as unknown as Record<symbol, boolean | undefined>
  if (flags[registered]) return
  flags[registered] = true
  onPaymentSettled(async (payload, settledPayment) => {
    if (settledPayment.status !== 'paid' || !settledPayment.engagement) return
    await retainWhenComplete(payload, Number(settledPayment.engagement))
  })
}
