import type { Block, BlockItem } from '@/features/marketing'
import type { ImageRef } from '@/lib/media/image-ref'
import type { PageBlock } from '../queries'

type Parts = {
  title?: string | null
  body?: string | null
  image?: ImageRef | null
  videoUrl?: string | null
  items?: Omit<BlockItem, 'list'>[]
}

/** A page block's fields in the shape the marketing sections take (CardGrid, VideoFeature…). */
export function asBlock(parts: Parts): Block {
  return {
    key: '',
    title: parts.title ?? '',
    body: parts.body ?? '',
    image: parts.image ?? null,
    videoUrl: parts.videoUrl ?? '',
    items: (parts.items ?? []).map((item) => ({ ...item, list: [] })),
  }
}

/**
 * The anchors of the page's forms: the first is `formularioGeneral` like the site's landings
 * (what a hero's call to action scrolls to), the next ones numbered.
 */
export function formIds(layout: PageBlock[]) {
  const byIndex: Record<number, string> = {}
  let count = 0
  layout.forEach((block, index) => {
    if (block.blockType !== 'leadForm') return
    count += 1
    byIndex[index] = count === 1 ? 'formularioGeneral' : `formularioGeneral-${count}`
  })
  return { byIndex, first: byIndex[layout.findIndex((b) => b.blockType === 'leadForm')] ?? null }
}
