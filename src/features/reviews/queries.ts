import { unstable_cache } from 'next/cache'
import type { Bilingual } from '../blog/posts'
import { cacheEpoch } from '../cms/cache-epoch'
import { payloadClient } from '../cms/payload'
import { imageRef, type ImageRef } from '../media/image-ref'
import { reviewsTag } from './tags'

export type GoogleReview = {
  id: number
  name: string
  image: ImageRef | null
  relativeDate: Bilingual
  body: Bilingual
  time: number
}

function both(value: unknown): Bilingual {
  const v = (value ?? {}) as Partial<Bilingual>
  const es = v.es ?? v.en ?? ''
  return { es, en: v.en ?? es }
}

/** Google reviews staff entered, newest first. */
export const getGoogleReviews = unstable_cache(
  async (): Promise<GoogleReview[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'google-reviews',
      locale: 'all',
      sort: '-time',
      depth: 1,
      pagination: false,
    })
    return docs.map((doc) => ({
      id: doc.id,
      name: doc.name,
      image: imageRef(doc.image),
      relativeDate: both(doc.relativeDate),
      body: both(doc.body),
      time: doc.time,
    }))
  },
  ['google-reviews', cacheEpoch],
  { tags: [reviewsTag] },
)
