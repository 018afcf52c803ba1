import { setting } from '@/lib/env.mjs'

/** The engagement letter's sign page (features/engagements), in both languages. */
const signPaths = new Set(['/firmar', '/en/sign'])

/**
 * Where a page's form may go beyond this origin. The sign form of a letter with a fee answers a
 * 303 to Stripe Checkout (the engagement contract), and browsers hold a form post's redirects to
 * `form-action`: without Checkout's origin there, the client would stay on the sign page. Stripe
 * Checkout's own origin, and the origin of `STRIPE_API_URL` when it is not Stripe's (a local one).
 */
export function formTargetsOf(pathname: string): string[] {
  if (!signPaths.has(pathname)) return []
  const targets = ['https://checkout.stripe.com']
  // Stripe's own API host takes no form posts; any other is a local Stripe serving Checkout.
  const api = new URL(setting('STRIPE_API_URL'))
  if (!api.hostname.endsWith('.stripe.com')) targets.push(api.origin)
  return targets
}
