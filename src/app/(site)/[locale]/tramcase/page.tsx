import { getTranslations } from 'next-intl/server'
import { LandingSection } from '@/features/leads/components/LandingSection'
import { LeadForm } from '@/features/leads/components/LeadForm'
import { landingMetadata } from '@/features/leads/landing-metadata'
import { resolveLocale, type LocaleParams } from '@/lib/routing/locale-params'

export async function generateMetadata({ params }: LocaleParams) {
  return landingMetadata(await resolveLocale(params), '/tramcase', 'tramcase')
}

export default async function TramcasePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'landings.tramcase' })
  return (
    <LandingSection title={t('title')} description={t('description')}>
      <LeadForm
        locale={locale}
        section="Tramcase"
        endpoint="tramcase"
        id="formularioGeneral"
        consentPreview={200}
      />
    </LandingSection>
  )
}
