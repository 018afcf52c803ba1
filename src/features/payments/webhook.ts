import type Stripe from 'stripe'
import type { Payload, Where } from 'payload'
import { recordAudit } from '@/features/audit'
import { setting } from '@/lib/env.mjs'
import { BodyError, readCapped } from '@/lib/http/request-body'
import { claimOnce, releaseClaim } from '@/lib/payload/claim-once'
import { notifySettled } from './settled'
import { stripeClient, stripeKey, stripeWebhooks, type PaymentKind } from './stripe-client'
import type { PaymentStatus } from './payments.collection'

/** Stripe's events are a few kilobytes; anything past this is not one. */
const maxEventBytes = 256 * 1024
/** Older signatures are refused (a replayed capture): Stripe's own default, 5 minutes. */
const toleranceSeconds = 300

const plain = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { 'content-type': 'text/plain', 'cache-control': 'no-store' },
  })

type Change = {
  session?: string
  intent?: string
  status: PaymentStatus
  data: Record<string, unknown>
}

/** What an event changes on the stored payment, or null for an event the site does not use. */
function changeOf(event: Stripe.Event): Change | null {
  if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.expired') {
    const session = event.data.object
    if (event.type === 'checkout.session.expired') {
      return { session: session.id, status: 'expired', data: {} }
    }
    if (session.payment_status !== 'paid') return null
    const intent =
      typeof session.payment_intent === 'string'
        ? session.payment_intent
        : session.payment_intent?.id
    return {
      session: session.id,
      status: 'paid',
      data: {
        paymentIntent: intent ?? null,
        ...(session.amount_total != null ? { amountCents: session.amount_total } : {}),
        ...(session.currency ? { currency: session.currency } : {}),
        paidAt: new Date(event.created * 1000).toISOString(),
      },
    }
  }
  if (event.type === 'charge.refunded') {
    const charge = event.data.object
    const intent =
      typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id
    if (!intent) return null
    return { intent, status: 'refunded', data: { receiptUrl: charge.receipt_url ?? undefined } }
  }
  return null
}

async function storedPayment(payload: Payload, change: Change) {
  const where: Where = change.session
    ? { checkoutSession: { equals: change.session } }
    : { paymentIntent: { equals: change.intent } }
  const { docs } = await payload.find({
    collection: 'payments',
    where,
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0]
}

/**
 * A paid session's receipt: the payment intent's charge's `receipt_url`, asked of the account
 * that took it (the trust account's key for an advance). Without it the payment is still paid.
 */
async function receiptOf(change: Change, kind: PaymentKind): Promise<string | undefined> {
  const intent = change.data.paymentIntent
  const key = stripeKey(kind)
  if (change.status !== 'paid' || typeof intent !== 'string' || !key) return undefined
  try {
    const found = await stripeClient(key).paymentIntents.retrieve(intent, {
      expand: ['latest_charge'],
    })
    const charge = found.latest_charge
    return typeof charge === 'object' && charge ? (charge.receipt_url ?? undefined) : undefined
  } catch {
    return undefined
  }
}

/**
 * The event when its signature holds for one of the endpoint secrets (the operating account's
 * and, comma-separated, the trust account's) within the tolerance; null otherwise.
 */
function verified(raw: Buffer, signature: string, secrets: string): Stripe.Event | null {
  for (const secret of secrets
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    try {
      return stripeWebhooks().constructEvent(raw, signature, secret, toleranceSeconds)
    } catch {
      // the next secret
    }
  }
  return null
}

/**
 * POST /api/payments/stripe: Stripe's signed event. 400 when the `Stripe-Signature` is missing,
 * forged or older than 5 minutes; each event id changes its payment once (a replay, or Stripe's
 * retry after a lost answer, is answered 200 and changes nothing, even when both arrive at once). Every change is an audit event.
 */
export async function handleStripeWebhook(payload: Payload, request: Request): Promise<Response> {
  const secret = setting('STRIPE_WEBHOOK_SECRET')
  if (!secret) return plain(404, 'Not found')
  let raw: Uint8Array
  try {
    raw = await readCapped(request, maxEventBytes)
  } catch (error) {
    if (error instanceof BodyError) return plain(error.status, error.message)
    throw error
  }
  const signature = request.headers.get('stripe-signature')
  if (!signature) return plain(400, 'Missing Stripe-Signature')
  const event = verified(Buffer.from(raw), signature, secret)
  if (!event) return plain(400, 'Invalid signature')
  const change = changeOf(event)
  if (!change) return plain(200, 'ignored')
  const payment = await storedPayment(payload, change)
  if (!payment) return plain(200, 'unknown payment')
  const processed = Array.isArray(payment.processedEvents)
    ? (payment.processedEvents as string[])
    : []
  if (processed.includes(event.id)) return plain(200, 'already handled')
  // Once per event id across instances, even when Stripe's retry races the first delivery.
  const claim = `stripe-event:${event.id}`
  if (!(await claimOnce(payload, claim))) return plain(200, 'already handled')
  try {
    const receiptUrl = await receiptOf(change, payment.kind)
    await payload.update({
      collection: 'payments',
      id: payment.id,
      data: {
        status: change.status,
        ...change.data,
        ...(receiptUrl ? { receiptUrl } : {}),
        processedEvents: [...processed, event.id].slice(-50),
      },
      overrideAccess: true,
    })
  } catch (error) {
    // Not applied: Stripe's retry (a 500 here) may claim the event again.
    await releaseClaim(payload, claim)
    throw error
  }
  const lead = Number(typeof payment.lead === 'object' ? payment.lead.id : payment.lead)
  await recordAudit(payload, {
    action: 'payment',
    lead,
    details: { event: event.type, eventId: event.id, payment: payment.id, status: change.status },
  })
  if (change.status === 'paid' || change.status === 'refunded') {
    await notifySettled(payload, {
      lead,
      engagement: payment.engagement ?? null,
      status: change.status,
    })
  }
  return plain(200, 'ok')
}
