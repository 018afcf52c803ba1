import type { Payload } from 'payload'
import { recordAudit } from '@/features/audit'
import { stripeClient, stripeKey, type PaymentKind } from './stripe-client'

export type CheckoutRequest = {
  lead: number | string
  engagement?: number | string | null
  amountCents: number
  description: string
  locale: 'es' | 'en'
  kind: PaymentKind
  successUrl: string
  cancelUrl: string
}

export class PaymentRefused extends Error {}

/**
 * Creates a Stripe Checkout Session for a fee and records it as a pending payment on the lead.
 * An earned fee goes to STRIPE_SECRET_KEY's account; an advance fee only to the trust account
 * (STRIPE_TRUST_SECRET_KEY), and is refused when that key is not set (ABA Model Rule 1.15).
 */
export async function startCheckout(
  payload: Payload,
  request: CheckoutRequest,
): Promise<{ url: string; sessionId: string }> {
  const { amountCents, kind } = request
  if (!Number.isInteger(amountCents) || amountCents < 50) {
    throw new PaymentRefused('amountCents must be a whole number of cents, at least 50')
  }
  const key = stripeKey(kind)
  if (!key) {
    throw new PaymentRefused(
      kind === 'advance'
        ? 'An advance fee needs the trust account: STRIPE_TRUST_SECRET_KEY is not set'
        : 'STRIPE_SECRET_KEY is not set',
    )
  }
  const lead = Number(request.lead)
  const engagement = request.engagement == null ? '' : String(request.engagement)
  const metadata = { lead: String(lead), engagement, kind }
  const session = await stripeClient(key).checkout.sessions.create({
    mode: 'payment',
    locale: request.locale,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: amountCents,
          product_data: { name: request.description.slice(0, 250) },
        },
      },
    ],
    metadata,
    payment_intent_data: { metadata },
    client_reference_id: String(lead),
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
  })
  if (!session.url) throw new Error('Stripe answered a Checkout Session without a url')
  await payload.create({
    collection: 'payments',
    data: {
      lead,
      engagement: engagement || null,
      kind,
      amountCents,
      currency: 'usd',
      description: request.description.slice(0, 250),
      status: 'pending',
      checkoutSession: session.id,
      processedEvents: [],
    },
    overrideAccess: true,
  })
  await recordAudit(payload, {
    action: 'payment',
    lead,
    details: { event: 'checkout.created', session: session.id, kind, amountCents },
  })
  return { url: session.url, sessionId: session.id }
}
