import { cachedQuery } from '@/lib/cache/cached-query'
import { payloadClient } from '@/lib/payload/payload'
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

export const getTravelTestimonials = () =>
  cachedQuery(
    async (): Promise<TravelTestimonial[]> => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'travel-testimonials',
        locale: 'all',
        sort: ['order', 'id'],
        depth: 1,
        pagination: false,
      })
      return docs.flatMap((doc) => {
        const poster = imageRef(doc.poster)
        const title = doc.title as unknown as Partial<Bilingual>
        const es = title.es ?? title.en ?? ''
        return poster
          ? [{ id: doc.id, title: { es, en: title.en ?? es }, videoUrl: doc.videoUrl, poster }]
          : []
      })
    },
    ['travel-testimonials'],
    cacheTags.testimonials,
  )

export const getGiveawayTestimonials = () =>
  cachedQuery(
    async (): Promise<GiveawayTestimonial[]> => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'giveaway-testimonials',
        sort: ['order', 'id'],
        depth: 1,
        pagination: false,
      })
      return docs.flatMap((doc) => {
        const image = imageRef(doc.image)
        return image ? [{ id: doc.id, image, alt: { es: doc.altEs, en: doc.altEn } }] : []
      })
    },
    ['giveaway-testimonials'],
    cacheTags.testimonials,
  )
