import type { Endpoint } from 'payload'
import { hasRole } from '@/lib/access/roles'
import { publicPath } from '@/i18n/routing'
import { siteUrl } from '@/lib/seo/site-url'
import { PaymentRefused, startCheckout } from './checkout'

/** Where the visitor lands back from Stripe: the site's payment page, in their language. */
export function returnUrls(locale: 'es' | 'en') {
  const page = siteUrl().origin + publicPath(locale, locale === 'es' ? '/pago' : '/payment')
  return {
    successUrl: `${page}?estado=ok&sesion={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${page}?estado=cancelado`,
  }
}

/**
 * POST /cms/api/payments/request {lead, amountCents, description, locale, kind} — an admin asks
 * a client for a fee ("request payment" on the lead): the Checkout link to send them.
 */
export const requestPaymentEndpoint: Endpoint = {
  path: '/request',
  method: 'post',
  handler: async (req) => {
    if (!hasRole(req.user as never, 'admin'))
      return Response.json({ error: 'Forbidden' }, { status: 403 })
    const body = (await req.json?.().catch(() => null)) as Record<string, unknown> | null
    const lead = Number(body?.lead)
    const amountCents = Number(body?.amountCents)
    const locale = body?.locale === 'en' ? 'en' : 'es'
    const kind = body?.kind === 'advance' ? 'advance' : 'earned'
    const description = typeof body?.description === 'string' ? body.description.trim() : ''
    if (!Number.isInteger(lead) || !description) {
      return Response.json({ error: 'lead and description are required' }, { status: 400 })
    }
    const found = await req.payload
      .findByID({
        collection: 'leads',
        id: lead,
        depth: 0,
        disableErrors: true,
        overrideAccess: true,
      })
      .catch(() => null)
    if (!found) return Response.json({ error: 'Not found' }, { status: 404 })
    try {
      const checkout = await startCheckout(req.payload, {
        lead,
        engagement: null,
        amountCents,
        description,
        locale,
        kind,
        ...returnUrls(locale),
      })
      return Response.json(checkout, { status: 201 })
    } catch (error) {
      if (error instanceof PaymentRefused)
        return Response.json({ error: error.message }, { status: 409 })
      throw error
    }
  },
}
