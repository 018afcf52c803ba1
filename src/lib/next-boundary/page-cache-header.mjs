// Next marks an answer it served from its page cache with `x-nextjs-cache: HIT` (or `STALE`
// while it renders a newer one in the background): a response header Next sets but does not
// document as an interface. The request intake's microcache keeps only such answers;
// NEXT_BOUNDARY_PAGE_CACHE_HEADER=0 makes every answer count as not cached (nothing kept).
import { boundaryItemOn } from './switches.mjs'

export const pageCacheHeader = 'x-nextjs-cache'

/**
 * Whether a response header value says Next answered from its page cache.
 * @param {unknown} value the `x-nextjs-cache` header's value
 */
export function servedFromPageCache(value) {
  return boundaryItemOn('PAGE_CACHE_HEADER') && (value === 'HIT' || value === 'STALE')
}
