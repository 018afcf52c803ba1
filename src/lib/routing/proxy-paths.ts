// Relative imports: next.config.ts loads this file (through locale-routes.ts), outside `@/`.
import {
  publicPath,
  renderedPerRequest,
  routeTable,
  unlocalizedPrefixes,
  type InternalPathname,
} from '../../i18n/routing'

/**
 * The paths of i18n/routing.ts's `unlocalizedPrefixes` and `renderedPerRequest` in the forms
 * their readers need: regular-expression sources for Next.js's rules (locale-routes.ts), tests
 * on a request for the proxy, and the proxy's matcher.
 */

function plain(path: string): string {
  // The sources below put paths in regular expressions unescaped.
  if (!/^\/[a-z0-9/-]*$/.test(path)) throw new Error(`Not a plain path: ${path}`)
  return path
}

function inBothLanguages(internal: InternalPathname): string[] {
  const row = routeTable.find((route) => route.internal === internal)
  if (!row) throw new Error(`${internal} is not a route of the table`)
  return [publicPath('es', row.es), publicPath('en', row.en)].map(plain)
}

const { pages, prefixes, search } = renderedPerRequest

/** Public paths of the blog list and of the blog search's own route, in both languages. */
export const searchPagePaths = inBothLanguages(search.page)
const searchRoutePaths = [publicPath('es', search.route), publicPath('en', search.route)].map(plain)

/** Per-request pages at any query string. */
const perRequestPaths = [...pages.flatMap(inBothLanguages), ...searchRoutePaths]

/** Paths without a locale (a source without its leading `/`, for Next.js's rules). */
export const outsideLocales = `(?:${unlocalizedPrefixes.join('|')})(?:/|$)|.*\\.`

/** Paths rendered per request whatever their query (a source without its leading `/`). */
export const perRequestSource =
  `(?:${prefixes.join('|')})(?:/|$)|` +
  `(?:${perRequestPaths.map((path) => path.slice(1)).join('|')})/?$`

/** The blog list's paths, per request only with a search (a source without its leading `/`). */
export const searchPageSource = `(?:${searchPagePaths.map((path) => path.slice(1)).join('|')})/?$`

/** The search parameter as a condition of Next.js's rules (`has`, `missing`). */
export const searchQuery = [{ type: 'query' as const, key: search.query }]

export const outsideLocalesPattern = new RegExp(`^/(?:${outsideLocales})`)
const perRequestPattern = new RegExp(`^/(?:${perRequestSource})`)
const searchPagePattern = new RegExp(`^/(?:${searchPageSource})`)

/**
 * Whether a request is answered per request. A search needs a non-empty value, as Next.js's
 * `has` condition of the search rewrite (locale-routes.ts) does.
 */
export function isRenderedPerRequest(url: URL): boolean {
  if (perRequestPattern.test(url.pathname)) return true
  const values = url.searchParams.getAll(search.query)
  return searchPagePattern.test(url.pathname) && (values.length > 1 || Boolean(values[0]))
}

type Matcher = string | { source: string; has: typeof searchQuery }

/**
 * What the proxy's `config.matcher` must be: the per-request paths and any path with a `%`.
 * Next.js reads the matcher from the proxy's source at build time, so proxy.ts spells it out and
 * a unit test (tests/unit/proxy-matcher.test.ts) holds it equal to this.
 */
export function proxyMatcher(): Matcher[] {
  return [
    ...prefixes.map((prefix) => `/${prefix}/:path*`),
    ...perRequestPaths,
    ...searchPagePaths.map((source) => ({ source, has: searchQuery })),
    '/:path(.*%.*)',
  ]
}
