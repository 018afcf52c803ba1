import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { alternatePaths, getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'

export type Href = Parameters<typeof getPathname>[0]['href']

export { alternatePaths }

export function alternates(
  locale: Locale,
  paths: { es: string; en: string },
): Metadata['alternates'] {
  return {
    canonical: paths[locale],
    languages: { es: paths.es, en: paths.en, 'x-default': paths.es },
  }
}

/** Title, description, canonical, hreflang and Open Graph of a page from its `pages.{key}` texts. */
export async function pageMetadata(
  locale: Locale,
  href: Href,
  key: string,
  values: Record<string, string> = {},
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: `pages.${key}` })
  const paths = alternatePaths(href)
  // `metaTitle`, where a page has one, keeps the document title unique when the visible
  // heading is shared (the blog is 'Blog' in both languages).
  const title = t.has('metaTitle') ? t('metaTitle', values) : t('title', values)
  return describedPage(locale, paths, title, t('description', values))
}

type OpenGraphExtras =
  | { type: 'website' }
  | { type: 'article'; publishedTime?: string; images?: { url: string; alt?: string }[] }

/** Title, description, canonical, hreflang and the Open Graph card of a page in `locale`. */
export function describedPage(
  locale: Locale,
  paths: { es: string; en: string },
  title: string,
  description: string,
  openGraph: OpenGraphExtras = { type: 'website' },
): Metadata {
  return {
    title,
    description,
    alternates: alternates(locale, paths),
    openGraph: {
      title,
      description,
      url: paths[locale],
      locale: locale === 'es' ? 'es_US' : 'en_US',
      ...openGraph,
    } as Metadata['openGraph'],
  }
}
