import type { CollectionSlug, DataFromCollectionSlug, FindOptions, SelectType } from 'payload'
import { payloadClient } from '@/lib/payload/payload'
import { cachedQuery } from './cached-query'

// Payload's `find` is too generic for TypeScript to instantiate over any collection (TS2590);
// the options are already checked against their collection in `cachedFind`'s signature.
type AnyFind = (options: object) => Promise<{ docs: unknown[] }>

/**
 * A cached `payload.find` the pages read: `shape` turns the documents into what the pages take.
 * The find options are the cache key, so each list (one per language…) is cached on its own
 * until a change of its content revalidates `tag`.
 */
export function cachedFind<C extends CollectionSlug, T>(
  options: FindOptions<C, SelectType>,
  tag: string,
  shape: (docs: DataFromCollectionSlug<C>[]) => T,
): Promise<T> {
  return cachedQuery(
    async () => {
      const payload = await payloadClient()
      const { docs } = await (payload.find as AnyFind)(options)
      return shape(docs as DataFromCollectionSlug<C>[])
    },
    [options.collection, JSON.stringify(options)],
    tag,
  )
}
