import type { Locale } from '@/i18n/routing'
import { cachedFind } from '@/lib/cache/cached-find'
import { cacheTags } from '@/lib/cache/tags'
import { contentLink, renderableLink, resolvedLink } from '@/lib/links'
import { imageRef, type ImageRef } from '@/lib/media/image-ref'
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
export const getBlocks = (locale: Locale): Promise<Record<string, Block>> =>
  cachedFind(
    { collection: 'content-blocks', locale, limit: 500, depth: 1, pagination: false },
    cacheTags.marketing,
    (docs) =>
      Object.fromEntries(
        docs.map((doc) => [
          doc.key,
          {
            key: doc.key,
            title: doc.title ?? '',
            body: doc.body ?? '',
            image: imageRef(doc.image),
            // Links stored before the link check render as none.
            videoUrl: renderableLink(doc.videoUrl, resolvedLink) ?? '',
            items: (doc.items ?? []).map((item) => ({
              title: item.title ?? '',
              text: item.text ?? '',
              list: lines(item.list),
              href: renderableLink(item.href, contentLink) ?? '',
              image: imageRef(item.image),
            })),
          },
        ]),
      ),
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
