import type { Payload } from 'payload'
import { PaymentRefused, returnUrls, startCheckout } from '@/features/payments'
import type { Engagement } from '@/payload-types'
import { relationNumber } from '@/lib/payload/relation-id'

/** What Stripe's page names the fee: the letter's title as the firm wrote it, in its language. */
async function feeDescription(payload: Payload, engagement: Engagement, locale: 'es' | 'en') {
  const template = await payload
    .findByID({
      collection: 'engagement-templates',
      id: relationNumber(engagement.template),
      depth: 0,
      locale,
      overrideAccess: true,
      disableErrors: true,
    })
    .catch(() => null)
  const title = (template as { title?: string } | null)?.title
  return title || (locale === 'en' ? 'Engagement letter' : 'Carta de contratación')
}

/**
 * The one place a signed letter goes on to Stripe Checkout: when the letter names a fee due at
 * signing (`feeCents` > 0), the URL of a Checkout Session for it (a fee earned on receipt, the
 * firm's operating account); null to go to the done page. When Stripe is not set up, or does not
 * answer, the signature stands and the client sees the done page: staff ask for the fee from the
 * lead (`POST /cms/api/payments/request`).
 */
export async function checkoutAfterSigning(
  payload: Payload,
  engagement: Engagement,
  donePath: string,
): Promise<string | null> {
  if (!engagement.feeCents || engagement.feeCents <= 0) return null
  const locale = engagement.locale === 'en' ? 'en' : 'es'
  try {
    const { url } = await startCheckout(payload, {
      lead: relationNumber(engagement.lead),
      engagement: engagement.id,
      amountCents: engagement.feeCents,
      description: await feeDescription(payload, engagement, locale),
      locale,
      kind: 'earned',
      ...returnUrls(locale),
    })
    return url
  } catch (error) {
    payload.logger.error({
      msg: 'Checkout after signing not started: the client goes to the done page',
      engagement: engagement.id,
      reason: error instanceof PaymentRefused ? error.message : String(error),
      donePath,
    })
    return null
  }
}
