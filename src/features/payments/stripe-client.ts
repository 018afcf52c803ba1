import Stripe from 'stripe'
import { setting } from '@/lib/env.mjs'

export type PaymentKind = 'earned' | 'advance'

/** The key of the account a kind of fee goes to: the trust account's for an advance. */
export function stripeKey(kind: PaymentKind): string | undefined {
  return kind === 'advance' ? setting('STRIPE_TRUST_SECRET_KEY') : setting('STRIPE_SECRET_KEY')
}

/** Whether an advance fee may be offered: only with the trust account's own key (README). */
export const trustAccountConfigured = () => Boolean(setting('STRIPE_TRUST_SECRET_KEY'))

/** A Stripe client for one key, talking to STRIPE_API_URL (Stripe, or the tests' fake). */
export function stripeClient(key: string) {
  const api = new URL(setting('STRIPE_API_URL'))
  const protocol = api.protocol === 'http:' ? 'http' : 'https'
  return new Stripe(key, {
    host: api.hostname,
    port: api.port ? Number(api.port) : protocol === 'http' ? 80 : 443,
    protocol,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  })
}

/** The webhook check alone needs no key: the package's static helper. */
export const stripeWebhooks = () => Stripe.webhooks
