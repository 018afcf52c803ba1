// The site's cache handler (`cacheHandler` in next.config.ts), on Next's documented interface:
// get, set, revalidateTag and resetRequestCache, with no module of Next's own. Its jobs:
// - rendered pages and data-cache entries in this process's memory (entries.mjs);
// - optimized images in memory too (image-store.mjs, `images.customCacheHandler`);
// - tag revalidation shared by every instance through Redis when REDIS_URL is set
//   (redis-tags.mjs);
// - the undocumented part, a page's HTML prepared once when it is stored (next-boundary).
import { prepareCachedPage } from '../../next-boundary/cached-page.mjs'
import { EntryStore } from './entries.mjs'
import { getImage, setImage } from './image-store.mjs'
import { processWide, provideTagExpiry } from './process-wide.mjs'
import { connectTagSharing, shareTags } from './redis-tags.mjs'

/** Both languages of every public page with its payload, and the data cache, fit well within. */
const entries = processWide('entries', () => new EntryStore(128 * 1024 * 1024))

/**
 * Forgets here what a revalidation of `tags` at `at` made out of date, and empties the request
 * intake's one-second microcache (src/lib/http, reached through the global it keeps), so a
 * publication is seen by the next request as it was before that cache.
 * @param {string[]} tags
 * @param {number} at
 */
function applyHere(tags, at) {
  entries.expire(tags, at)
  const intake = /** @type {{ siteMicrocache?: { clear(): void } }} */ (globalThis)
  intake.siteMicrocache?.clear()
}

/** @param {string[]} tags */
async function expireEverywhere(tags) {
  applyHere(tags, Date.now())
  await shareTags(applyHere, tags)
}

provideTagExpiry(expireEverywhere)

/** @typedef {{ kind?: string, tags?: string[], cacheControl?: unknown }} HandlerContext */

export default class CacheHandler {
  constructor() {
    connectTagSharing(applyHere)
  }

  /**
   * @param {string} key
   * @param {HandlerContext} [context]
   */
  async get(key, context) {
    return context?.kind === 'IMAGE' ? getImage(key) : entries.get(key)
  }

  /**
   * @param {string} key
   * @param {unknown} data
   * @param {HandlerContext} [context]
   */
  async set(key, data, context) {
    if (context?.kind === 'IMAGE') setImage(key, data)
    else entries.set(key, prepareCachedPage(data), context)
  }

  /**
   * Expires the tags at once on every instance, whatever profile they were revalidated with:
   * the next request renders the page again rather than serving the old one once more.
   * @param {string | string[]} tags
   */
  async revalidateTag(tags) {
    await expireEverywhere(typeof tags === 'string' ? [tags] : tags)
  }

  resetRequestCache() {}
}
