import { getTranslations } from 'next-intl/server'
import { LandingSection } from '@/features/leads/components/LandingSection'
import { ReferralsForm } from '@/features/leads/components/ReferralsForm'
import { landingMetadata } from '@/features/leads/landing-route'
import { resolveLocale, type LocaleParams } from '@/lib/routing/locale-params'

export async function generateMetadata({ params }: LocaleParams) {
  return landingMetadata(await resolveLocale(params), '/referidos', 'referrals')
}

export default async function ReferralsPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'landings.referrals' })
  return (
    <LandingSection title={t('title')} description={t('description')}>
      <ReferralsForm locale={locale} />
    </LandingSection>
  )
}
