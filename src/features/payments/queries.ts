import type { Payload } from 'payload'

/** A lead's payments, newest first, read by the site's own code (not a staff read). */
export async function paymentsOfLead(payload: Payload, lead: number | string) {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { lead: { equals: Number(lead) } },
    sort: '-createdAt',
    depth: 0,
    limit: 100,
    overrideAccess: true,
  })
  return docs
}

/**
 * What the visitor's return page may say of a Checkout Session (its id is in their address, from
 * Stripe): paid, or not confirmed yet. Nothing else of the payment or the lead is shown.
 */
export async function sessionPaid(payload: Payload, sessionId: string): Promise<boolean> {
  if (!/^cs_[\w]{1,200}$/.test(sessionId)) return false
  const { docs } = await payload.find({
    collection: 'payments',
    where: { checkoutSession: { equals: sessionId } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0]?.status === 'paid'
}
