import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'

/** Public path of an article in one language: /blog/{slug} or /en/blog/{slug}. */
export function articlePath(locale: Locale, slug: string): string {
  return getPathname({ locale, href: { pathname: '/blog/[slug]', params: { slug } } })
}

export function categoryPath(locale: Locale, slug: string): string {
  return getPathname({
    locale,
    href: { pathname: '/blog/categoria/[category]', params: { category: slug } },
  })
}
