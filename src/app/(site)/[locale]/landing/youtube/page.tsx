import { getTranslations } from 'next-intl/server'
import { LandingSection } from '@/features/leads/components/LandingSection'
import { LeadForm } from '@/features/leads/components/LeadForm'
import { landingMetadata } from '@/features/leads/intake/landing-route'
import { sectionLabel } from '@/features/leads/intake/placements'
import { sanitizeText } from '@/features/leads/intake/sanitize'
import { resolveLocale } from '@/lib/routing/locale-params'

// Its HTML depends on the query string: rendered per request (nothing per visitor in it).
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<{ seccion?: string | string[] }>
}

export async function generateMetadata({ params }: Props) {
  return landingMetadata(await resolveLocale(params), '/landing/youtube', 'youtube')
}

/** `?seccion=X` names the video: the section label becomes 'Youtube Landing X'. */
export default async function YoutubeLandingPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'landings.youtube' })
  const raw = (await searchParams).seccion
  const value = sanitizeText(Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? '')).slice(0, 80)
  const label = sectionLabel('youtube', locale)
  const section = value ? `${label} ${value}` : label
  return (
    <LandingSection title={t('title')} description={t('description')}>
      <LeadForm locale={locale} placement="youtube" section={section} id="formularioGeneral" />
    </LandingSection>
  )
}
