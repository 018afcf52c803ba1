// Relative imports: next.config.ts loads this file, outside the `@/` alias.
import {
  outsideLocales,
  perRequestSource,
  searchPagePaths,
  searchPageSource,
  searchQuery,
} from '../routing/proxy-paths'
import { boundaryItemOn } from './switches.mjs'

/**
 * What shared caches (a CDN, a reverse proxy, the server's microcache) may do with a cached page:
 * keep it as long as the pages' own ISR lifetime (`revalidate` of app/(site)/[locale]/layout.tsx)
 * and serve it stale a day while fetching a fresh one.
 *
 * Undocumented behaviour it relies on: Next keeps a Cache-Control set by a next.config.ts header
 * rule on a page it serves from its page cache (its docs say it overwrites it; its own value
 * lacks `public`). NEXT_BOUNDARY_CACHE_CONTROL_RULE=0 at build time leaves Next's own header,
 * and then the microcache keeps nothing; tests/integration/next-boundary.test.ts
 * (CACHE_CONTROL_RULE) fails when Next changes it.
 */
export const pageCacheControl = 'public, s-maxage=300, stale-while-revalidate=86400'

const sharedCache = [{ key: 'Cache-Control', value: pageCacheControl }]

/** The shared-cache header rules of every cached public page (404s of a public path included). */
export function pageCacheHeaders() {
  if (!boundaryItemOn('CACHE_CONTROL_RULE')) return []
  return [
    { source: '/', headers: sharedCache },
    {
      source: `/:path((?!${outsideLocales}|${perRequestSource}|${searchPageSource}).+)`,
      headers: sharedCache,
    },
    ...searchPagePaths.map((source) => ({ source, missing: searchQuery, headers: sharedCache })),
  ]
}
