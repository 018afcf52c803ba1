// Relative imports: next.config.ts loads this file, outside the `@/` alias.
import {
  englishAliases,
  renderedPerRequest,
  routeTable,
  unlocalizedPrefixes,
} from '../../i18n/routing'
import { outsideLocales, searchPagePaths, searchQuery } from './proxy-paths'

/**
 * The locale routing of the public pages as Next.js's own rewrites and redirects
 * (next.config.ts; the pages' Cache-Control rule is next-boundary/cache-control-rule.ts), so a page request never runs the proxy: running it cost a quarter of the CPU
 * of serving a cached page (`npm run bench:pages`, DESIGN-NOTES.md). All of it comes from the
 * route table (i18n/routing.ts); the proxy keeps the few paths that need run-time work
 * (proxy-paths.ts).
 */

/** A route of i18n/routing.ts as a Next.js source or destination: `[name]` → `:name`. */
const asSource = (path: string) => path.replace(/\[([a-z]+)\]/gi, ':$1')

const routes = routeTable

const localized = (locale: 'es' | 'en', path: string) =>
  locale === 'es' ? asSource(path) : `/en${path === '/' ? '' : asSource(path)}`

/**
 * Public paths to the `[locale]` routes: Spanish paths under `/es`, English names to their
 * folders. Next.js tries these in order on every page request (in its router and again in the
 * page's route module): Spanish first, as most visitors are.
 */
export function localeRewrites() {
  const spanishRenamed = routes
    .filter(({ internal, es }) => es !== internal)
    .map(({ internal, es }) => ({
      source: localized('es', es),
      destination: `/es${asSource(internal)}`,
    }))
  const englishRenamed = routes
    .filter(({ internal, en }) => en !== internal)
    .map(({ internal, en }) => ({
      source: localized('en', en),
      destination: localized('en', internal),
    }))
  // The blog list with a search is the blog search's route, at the same public path.
  const searches = searchPagePaths.map((source, index) => ({
    source,
    has: searchQuery,
    destination: `/${index === 0 ? 'es' : 'en'}${renderedPerRequest.search.route}`,
  }))
  return [
    ...searches,
    ...spanishRenamed,
    { source: '/', destination: '/es' },
    // Any other path without a locale is Spanish (the default locale has no prefix). A path with
    // a `%` is the proxy's (it answers 404 to one Next.js cannot decode).
    { source: `/:path((?!${outsideLocales}|e[ns](?:/|$)|.*%).+)`, destination: '/es/:path' },
    ...englishRenamed,
  ]
}

/**
 * The one public address of each page: `/es/…` drops the default locale's prefix, and an English
 * path spelled with the Spanish folder name goes to its English name (307, as next-intl did).
 */
export function localeRedirects() {
  const english = routes.flatMap(({ internal, en }) =>
    en === internal || englishAliases[`/en${internal}`]
      ? []
      : [{ source: localized('en', internal), destination: localized('en', en), permanent: false }],
  )
  return [
    { source: '/es', destination: '/', permanent: false },
    { source: '/es/:path*', destination: '/:path*', permanent: false },
    ...english,
  ]
}

const unlocalized: readonly string[] = unlocalizedPrefixes

/**
 * Paths under the pages rendered per request that no page answers, to the localized 404 page
 * painted by the server (Next tries these before its own routes). A Spanish-only prefix of the
 * `[locale]` routes (`/equipo/…`) spelled in English would reach its per-request page, whose
 * `notFound()` answers a blank document; an unknown child of a page outside the locale routing
 * (`/formulario/x`) has no 404 page of its own. The admin keeps Payload's.
 */
export function perRequestNotFoundRewrites() {
  const { prefixes } = renderedPerRequest
  return [
    ...prefixes
      .filter((prefix) => !unlocalized.includes(prefix))
      .map((prefix) => ({ source: `/en/${prefix}/:path*`, destination: '/en/no-encontrada' })),
    ...prefixes
      .filter((prefix) => unlocalized.includes(prefix) && prefix !== 'admin')
      .map((prefix) => ({ source: `/${prefix}/:path+`, destination: '/es/no-encontrada' })),
  ]
}
