import { getTranslations } from 'next-intl/server'
import { LandingSection } from '@/features/leads/components/LandingSection'
import { ParoleForm } from '@/features/leads/components/ParoleForm'
import { landingMetadata } from '@/features/leads/landing-route'
import { resolveLocale, type LocaleParams } from '@/lib/routing/locale-params'

export async function generateMetadata({ params }: LocaleParams) {
  return landingMetadata(await resolveLocale(params), '/parole', 'parole')
}

export default async function ParolePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'landings.parole' })
  return (
    <LandingSection title={t('title')} description={t('description')}>
      <ParoleForm locale={locale} />
    </LandingSection>
  )
}
