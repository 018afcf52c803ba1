import { handleStripeWebhook } from '@/features/payments/webhook'
import { payloadClient } from '@/lib/payload/payload'

// Stripe's server-to-server call: signed (not a browser form, no CSRF token), never cached.
export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  return handleStripeWebhook(await payloadClient(), request)
}
