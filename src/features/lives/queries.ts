import type { Locale } from '@/i18n/routing'
import { imageRef, type ImageRef } from '@/lib/media/image-ref'
import { cachedFind } from '@/lib/cache/cached-find'
import { cacheTags } from '@/lib/cache/tags'

export type Live = { id: number | string; name: string; url: string; image: ImageRef | null }

/** Recorded live sessions in one language, newest first. */
export const getLives = (locale: Locale): Promise<Live[]> =>
  cachedFind(
    {
      collection: 'live-sessions',
      locale,
      sort: '-recordedAt',
      limit: 500,
      depth: 1,
      pagination: false,
    },
    cacheTags.lives,
    (docs) => docs.map(({ id, name, url, image }) => ({ id, name, url, image: imageRef(image) })),
  )

/** The spec's `GET /api/lives/get/en` answer: both languages in one list. */
export async function livesFeed() {
  const [es, en] = await Promise.all([getLives('es'), getLives('en')])
  const english = new Map(en.map((live) => [live.id, live]))
  return es.map((live) => ({
    id: live.id,
    url: live.url,
    imagen_es: live.image?.url ?? '',
    nombre_es: live.name,
    imagen_en: english.get(live.id)?.image?.url ?? '',
    nombre_en: english.get(live.id)?.name ?? '',
  }))
}
