import { livePrefix, pathnames, publicPath, type InternalPathname, type Locale } from './routing'

export type Href = InternalPathname | { pathname: InternalPathname; params: Record<string, string> }

/**
 * The public path of a route of the table in one language (`/abogados/[name]` with its name →
 * `/en/attorneys/elena-rivera`). A pure function rather than next-intl's createNavigation: its
 * module carries the client `Link`, and importing it from server pages put next-intl's client
 * runtime (message formatting included, about 10 KB compressed) into every page's JavaScript.
 */
export function getPathname({ locale, href }: { locale: Locale; href: Href }): string {
  const { pathname, params } = typeof href === 'string' ? { pathname: href, params: {} } : href
  const entry = pathnames[pathname]
  const template: string = typeof entry === 'string' ? entry : entry[locale]
  const inner = template.replace(/\[(\w+)\]/g, (placeholder, key: string) => {
    const value = params[key]
    if (value === undefined) throw new Error(`Missing parameter ${key} for ${pathname}`)
    return encodeURIComponent(value)
  })
  return publicPath(locale, inner)
}

/** Both public paths of one route, for the language switch, hreflang links and the sitemap. */
export function alternatePaths(href: Href) {
  return { es: getPathname({ locale: 'es', href }), en: getPathname({ locale: 'en', href }) }
}

/** Both paths of the founder's page or of her live sessions: `/[name]` of the table. */
export function personalPaths(kind: 'founder' | 'lives', founderSlug: string) {
  const name = (locale: Locale) =>
    kind === 'founder' ? founderSlug : `${livePrefix[locale]}${founderSlug}`
  const path = (locale: Locale) =>
    getPathname({ locale, href: { pathname: '/[name]', params: { name: name(locale) } } })
  return { es: path('es'), en: path('en') }
}
