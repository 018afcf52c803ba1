import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { alternatePaths, alternates, type Href } from '@/lib/seo/metadata'

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
