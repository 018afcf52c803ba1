import { unstable_cache } from 'next/cache'
import type { Locale } from '@/i18n/routing'
import { payloadClient } from '@/lib/payload/payload'
import { mediaRef, type MediaRef } from '@/lib/media/media-ref'
import { marketingTag } from './tags'
import { cacheEpoch } from '@/lib/cache/cache-epoch'

export type BlockItem = {
  title: string
  text: string
  list: string[]
  href: string
  image: MediaRef | null
}

export type Block = {
  key: string
  title: string
  body: string
  image: MediaRef | null
  videoUrl: string
  items: BlockItem[]
}

const lines = (text: string | null | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/** Every content block in one language, by key: the pages pick the ones they show. */
export const getBlocks = (locale: Locale) =>
  unstable_cache(
    async (): Promise<Record<string, Block>> => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'content-blocks',
        locale,
        limit: 500,
        depth: 1,
        pagination: false,
      })
      return Object.fromEntries(
        docs.map((doc) => [
          doc.key,
          {
            key: doc.key,
            title: doc.title ?? '',
            body: doc.body ?? '',
            image: mediaRef(doc.image),
            videoUrl: doc.videoUrl ?? '',
            items: (doc.items ?? []).map((item) => ({
              title: item.title ?? '',
              text: item.text ?? '',
              list: lines(item.list),
              href: item.href ?? '',
              image: mediaRef(item.image),
            })),
          },
        ]),
      )
    },
    ['content-blocks', locale, cacheEpoch],
    { tags: [marketingTag] },
  )()

const emptyBlock = (key: string): Block => ({
  key,
  title: '',
  body: '',
  image: null,
  videoUrl: '',
  items: [],
})

/** The blocks a page needs; a block staff deleted renders empty instead of failing the page. */
export async function pageBlocks<K extends string>(
  locale: Locale,
  keys: readonly K[],
): Promise<Record<K, Block>> {
  const all = await getBlocks(locale)
  return Object.fromEntries(keys.map((key) => [key, all[key] ?? emptyBlock(key)])) as Record<
    K,
    Block
  >
}
