import { unstable_cache } from 'next/cache'
import { cacheEpoch } from './cache-epoch'

/**
 * A read of the data cache: `load` runs once per `key` (and process start, see cache-epoch.ts)
 * until a change of its content revalidates `tag`.
 */
export function cachedQuery<T>(load: () => Promise<T>, key: string[], tag: string): Promise<T> {
  return unstable_cache(load, [...key, cacheEpoch], { tags: [tag] })()
}
