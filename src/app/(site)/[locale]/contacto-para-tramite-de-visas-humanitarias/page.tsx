import { getTranslations } from 'next-intl/server'
import { telHref } from '@/features/firm/phone'
import { getFirmProfile } from '@/features/firm/queries'
import { LandingSection } from '@/features/leads/components/LandingSection'
import { LeadForm } from '@/features/leads/components/LeadForm'
import { landingMetadata } from '@/features/leads/intake/landing-route'
import { resolveLocale, type LocaleParams } from '@/lib/routing/locale-params'

const href = '/contacto-para-tramite-de-visas-humanitarias'

export async function generateMetadata({ params }: LocaleParams) {
  return landingMetadata(await resolveLocale(params), href, 'humanitarianContact')
}

/** The humanitarian-visa contact landing: its own phone; the header's Call Now scrolls here. */
export default async function HumanitarianContactPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'landings.humanitarianContact' })
  const firm = await getFirmProfile(locale)
  return (
    <LandingSection title={t('title')} description={t('description')}>
      <LeadForm locale={locale} placement="humanitarianContact" id="formularioGeneral" />
      <p className="mt-8 text-lg">
        {t('callUs')}{' '}
        <a className="font-bold text-brand-700 underline" href={telHref(firm.phones.humanitarian)}>
          {firm.phones.humanitarian}
        </a>
      </p>
    </LandingSection>
  )
}
