import { getTranslations, setRequestLocale } from 'next-intl/server'
import { redirect } from 'next/navigation'
import { getFirmProfile } from '@/features/firm/queries'
import { LeadForm } from '@/features/leads/components/LeadForm'
import { ParoleForm } from '@/features/leads/components/ParoleForm'
import { ReferralsForm } from '@/features/leads/components/ReferralsForm'
import { findPlacement } from '@/features/leads/intake/form-rules'
import { retryFlash } from '@/features/leads/intake/page-context'
import { getPathname } from '@/i18n/navigation'

export async function generateMetadata() {
  const flash = await retryFlash()
  const t = await getTranslations({ locale: flash?.form.locale ?? 'es', namespace: 'leadRetry' })
  return { title: t('title') }
}

/**
 * Where a form posted without JavaScript comes back when it failed: that one form again with the
 * one message and the visitor's input. Rendered per request (it reads the flash cookie), so the
 * page the form was on stays cached and the same for every visitor.
 */
export default async function RetryPage() {
  const flash = await retryFlash()
  if (!flash) redirect('/')
  const { locale, section, endpoint, pagePath } = flash.form
  setRequestLocale(locale)
  const [t, firm] = await Promise.all([
    getTranslations({ locale, namespace: 'leadRetry' }),
    getFirmProfile(locale),
  ])
  // The form of the placement its label names (the tramcase form's, when it posted there).
  const placement =
    findPlacement(section)?.placement ?? (endpoint === 'tramcase' ? 'tramcase' : 'contact')
  const form =
    placement === 'parole' ? (
      <ParoleForm locale={locale} flash={flash} />
    ) : placement === 'referrals' ? (
      <ReferralsForm locale={locale} flash={flash} />
    ) : (
      <LeadForm
        locale={locale}
        placement={placement}
        section={section}
        id={flash.formId || undefined}
        flash={flash}
      />
    )
  return (
    <>
      <header className="bg-brand-900 px-4 py-4 text-white">
        <a href={getPathname({ locale, href: '/' })} className="font-semibold underline-offset-4">
          {firm.name}
        </a>
      </header>
      <main id="content" className="mx-auto max-w-xl px-4 py-10">
        <h1 className="mb-2 text-2xl font-bold text-brand-900">{t('title')}</h1>
        <p className="mb-6">
          <a href={pagePath} className="underline">
            {t('back')}
          </a>
        </p>
        {form}
      </main>
    </>
  )
}
