import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { alternatePaths, alternates, type Href } from '@/lib/seo/metadata'
import { resolveLocale, type LocaleParams } from '@/lib/routing/locale-params'
import type { ReactNode } from 'react'
import { LandingSection } from '../components/LandingSection'

/** Landing pages are for campaign traffic: described, but kept out of search results. */
export async function landingMetadata(locale: Locale, href: Href, key: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: `landings.${key}` })
  return {
    title: t('title'),
    description: t('description'),
    alternates: alternates(locale, alternatePaths(href)),
    robots: { index: false, follow: true },
  }
}

/**
 * A campaign landing route: its metadata, and a page of its `landings.{key}` heading over the
 * form `form` renders for the locale.
 */
export function landingRoute(href: Href, key: string, form: (locale: Locale) => ReactNode) {
  async function generateMetadata({ params }: LocaleParams) {
    return landingMetadata(await resolveLocale(params), href, key)
  }

  async function Page({ params }: LocaleParams) {
    const locale = await resolveLocale(params)
    const t = await getTranslations({ locale, namespace: `landings.${key}` })
    return (
      <LandingSection title={t('title')} description={t('description')}>
        {form(locale)}
      </LandingSection>
    )
  }

  return { generateMetadata, Page }
}
