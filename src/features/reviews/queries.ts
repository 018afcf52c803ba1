import type { Bilingual } from '@/i18n/routing'
import { cachedQuery } from '@/lib/cache/cached-query'
import { payloadClient } from '@/lib/payload/payload'
import { imageRef, type ImageRef } from '@/lib/media/image-ref'
import { reviewsSyncVersion } from './sync-worker'
import { cacheTags } from '@/lib/cache/tags'

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

async function loadGoogleReviews(): Promise<GoogleReview[]> {
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
}

/**
 * Google reviews (staff-entered and synced), newest first. Staff edits revalidate the tag; a
 * background sync changes the key's version instead.
 */
export function getGoogleReviews() {
  const version = String(reviewsSyncVersion())
  return cachedQuery(loadGoogleReviews, ['google-reviews', version], cacheTags.reviews)
}
