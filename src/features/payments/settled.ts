import type { Payload } from 'payload'

export type PaymentSettled = {
  lead: number
  engagement: string | null
  status: 'paid' | 'refunded'
}
type Listener = (payload: Payload, settled: PaymentSettled) => Promise<void> | void

// On globalThis: Next bundles a route and the admin apart, and a listener registered from one
// must hear the webhook handled in another.
const key = Symbol.for('firm-site.payment-listeners')
const store = globalThis as unknown as Record<symbol, Set<Listener> | undefined>
const listeners = (store[key] ??= new Set<Listener>())

/**
 * Registers a callback for a payment that became paid or refunded (the retained lead listens).
 * Called once per Stripe event, after the payment is stored; returns the unregister function.
 */
export function onPaymentSettled(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Tells every listener; one failing listener does not stop the others or the webhook's 200. */
export async function notifySettled(payload: Payload, settled: PaymentSettled) {
  for (const listener of listeners) {
    try {
      await listener(payload, settled)
    } catch (error) {
      payload.logger.error({ err: error, lead: settled.lead }, 'payment listener failed')
    }
  }
}
