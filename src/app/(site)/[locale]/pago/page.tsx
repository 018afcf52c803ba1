import { getTranslations } from 'next-intl/server'
import { sessionPaid } from '@/features/payments/queries'
import { getPathname } from '@/i18n/navigation'
import { payloadClient } from '@/lib/payload/payload'
import { resolveLocale, type LocaleParams } from '@/lib/routing/locale-params'
import { ButtonLink } from '@/ui/ButtonLink'

// One visitor's payment (the session in the address): rendered per request, never cached.
export const dynamic = 'force-dynamic'

type Props = LocaleParams & { searchParams: Promise<{ estado?: string; sesion?: string }> }

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'payment' })
  // The session id is in the address: no other site is told it.
  return { title: t('title'), robots: { index: false }, referrer: 'no-referrer' as const }
}

/**
 * Where Stripe Checkout sends the visitor back: paid (once the signed event arrived), being
 * confirmed (the event may come after the browser; the page refreshes itself, no JavaScript),
 * or cancelled with the way to try again.
 */
export default async function PaymentPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params)
  const { estado, sesion } = await searchParams
  const t = await getTranslations({ locale, namespace: 'payment' })
  const cancelled = estado !== 'ok'
  const paid = !cancelled && sesion ? await sessionPaid(await payloadClient(), sesion) : false
  const state = cancelled ? 'cancelled' : paid ? 'paid' : 'confirming'
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center" data-payment={state}>
      {state === 'confirming' ? <meta httpEquiv="refresh" content="3" /> : null}
      <h1 className="text-3xl font-bold text-brand-900 md:text-4xl">{t(`${state}Title`)}</h1>
      <p className="mt-6 text-lg" role="status">
        {t(`${state}Text`)}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        {state === 'confirming' ? (
          <ButtonLink href="" variant="outline">
            {t('refresh')}
          </ButtonLink>
        ) : null}
        <ButtonLink href={getPathname({ locale, href: '/' })}>{t('home')}</ButtonLink>
      </div>
    </section>
  )
}
