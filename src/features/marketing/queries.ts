import type { Locale } from '@/i18n/routing'
import { cachedQuery } from '@/lib/cache/cached-query'
import { cacheTags } from '@/lib/cache/tags'
import { imageRef, type ImageRef } from '@/lib/media/image-ref'
import { payloadClient } from '@/lib/payload/payload'
import { lines } from '@/lib/text'

export type BlockItem = {
  title: string
  text: string
  list: string[]
  href: string
  image: ImageRef | null
}

export type Block = {
  key: string
  title: string
  body: string
  image: ImageRef | null
  videoUrl: string
  items: BlockItem[]
}

/** Every content block in one language, by key: the pages pick the ones they show. */
export const getBlocks = (locale: Locale) =>
  cachedQuery(
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
            image: imageRef(doc.image),
            videoUrl: doc.videoUrl ?? '',
            items: (doc.items ?? []).map((item) => ({
              title: item.title ?? '',
              text: item.text ?? '',
              list: lines(item.list),
              href: item.href ?? '',
              image: imageRef(item.image),
            })),
          },
        ]),
      )
    },
    ['content-blocks', locale],
    cacheTags.marketing,
  )

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
