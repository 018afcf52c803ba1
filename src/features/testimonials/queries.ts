import { cachedFind } from '@/lib/cache/cached-find'
import { renderableLink, resolvedLink } from '@/lib/links'
import { imageRef, type ImageRef } from '@/lib/media/image-ref'
import type { Bilingual } from '@/i18n/routing'
import { cacheTags } from '@/lib/cache/tags'

export type TravelTestimonial = {
  id: number
  title: Bilingual
  videoUrl: string
  poster: ImageRef
}
export type GiveawayTestimonial = { id: number; image: ImageRef; alt: Bilingual }

/** Both lists in the order staff give them (ties by creation), every one on a single page. */
const inOrder = { sort: ['order', 'id'], depth: 1, pagination: false }

export const getTravelTestimonials = (): Promise<TravelTestimonial[]> =>
  cachedFind(
    { collection: 'travel-testimonials', locale: 'all', ...inOrder },
    cacheTags.testimonials,
    (docs) =>
      docs.flatMap((doc) => {
        const poster = imageRef(doc.poster)
        // A video link saved before the link check is left out with its card.
        const videoUrl = renderableLink(doc.videoUrl, resolvedLink)
        const title = doc.title as unknown as Partial<Bilingual>
        const es = title.es ?? title.en ?? ''
        return poster && videoUrl
          ? [{ id: doc.id, title: { es, en: title.en ?? es }, videoUrl, poster }]
          : []
      }),
  )

export const getGiveawayTestimonials = (): Promise<GiveawayTestimonial[]> =>
  cachedFind({ collection: 'giveaway-testimonials', ...inOrder }, cacheTags.testimonials, (docs) =>
    docs.flatMap((doc) => {
      const image = imageRef(doc.image)
      return image ? [{ id: doc.id, image, alt: { es: doc.altEs, en: doc.altEn } }] : []
    }),
  )
