import { getTranslations } from 'next-intl/server'
import { SmsOptOutForm } from '@/features/leads/components/SmsOptOutForm'
import { getPathname } from '@/i18n/navigation'
import { resolveLocale, type LocaleParams } from '@/lib/routing/locale-params'
import { ButtonLink } from '@/ui/ButtonLink'

// Reads the outcome from the query string: rendered per request, never cached.
export const dynamic = 'force-dynamic'

type Props = LocaleParams & { searchParams: Promise<{ estado?: string }> }

export async function generateMetadata({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'smsOptOut' })
  return { title: t('doneTitle'), robots: { index: false } }
}

/** Where the unsubscribe form lands: the confirmation, or the form again with its one message. */
export default async function Page({ params, searchParams }: Props) {
  const locale = await resolveLocale(params)
  const { estado } = await searchParams
  const t = await getTranslations({ locale, namespace: 'smsOptOut' })
  if (estado === 'telefono' || estado === 'limite') {
    return (
      <div className="pt-12">
        <SmsOptOutForm locale={locale} error={estado} standalone />
      </div>
    )
  }
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-900 md:text-4xl">{t('doneTitle')}</h1>
      <p className="mt-6 text-lg">{t('doneText')}</p>
      <div className="mt-8">
        <ButtonLink href={getPathname({ locale, href: '/' })}>{t('home')}</ButtonLink>
      </div>
    </section>
  )
}
