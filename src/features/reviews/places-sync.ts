import crypto from 'node:crypto'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { mergeReviews, placeResponse, type SyncedReview } from './places-response'
import { setting } from '@/lib/env.mjs'

/**
 * Optional sync of the firm's Google reviews from the Google Places API (New) into the
 * google-reviews collection. It runs in the background of the server process (never while a page
 * renders: pages only read the database), at start and then every GOOGLE_REVIEWS_SYNC_MINUTES.
 * Reviews are matched by Google's review id, so each is stored once and updated in place; reviews
 * Google stops returning (it returns five at most) stay, as do reviews staff typed in.
 */
export type PlacesSettings = {
  apiKey: string
  placeId: string
  baseUrl: string
  intervalMs: number
}

/** The sync's settings from `source` (the process's variables by default, lib/env.mjs). */
export function placesSettings(source?: Record<string, string | undefined>): PlacesSettings | null {
  const apiKey = setting('GOOGLE_PLACES_API_KEY', source)
  const placeId = setting('GOOGLE_PLACE_ID', source)
  if (!apiKey || !placeId) return null
  return {
    apiKey,
    placeId,
    baseUrl: setting('GOOGLE_PLACES_API_URL', source).replace(/\/$/, ''),
    intervalMs: setting('GOOGLE_REVIEWS_SYNC_MINUTES', source) * 60_000,
  }
}

const requestTimeoutMs = 10_000
const maxPhotoBytes = 2 * 1024 * 1024

async function fetchReviews(settings: PlacesSettings, language: 'es' | 'en') {
  const url = `${settings.baseUrl}/v1/places/${encodeURIComponent(settings.placeId)}?languageCode=${language}`
  const response = await fetch(url, {
    headers: { 'X-Goog-Api-Key': settings.apiKey, 'X-Goog-FieldMask': 'reviews' },
    signal: AbortSignal.timeout(requestTimeoutMs),
  })
  if (!response.ok) throw new Error(`Places API answered ${response.status} for ${language}`)
  const parsed = placeResponse.safeParse(await response.json())
  if (!parsed.success) throw new Error(`Places API answer for ${language} has an unknown shape`)
  return parsed.data.reviews ?? []
}

/** The reviewer's photo, fetched once and kept as a small local image (no hotlinking Google). */
async function storePhoto(payload: Payload, review: SyncedReview): Promise<number | null> {
  if (!review.photoUri) return null
  try {
    const response = await fetch(review.photoUri, { signal: AbortSignal.timeout(requestTimeoutMs) })
    const size = Number(response.headers.get('content-length') || 0)
    if (!response.ok || size > maxPhotoBytes) return null
    const original = Buffer.from(await response.arrayBuffer())
    if (original.length > maxPhotoBytes) return null
    const data = await sharp(original).resize(96, 96, { fit: 'cover' }).webp().toBuffer()
    const hash = crypto.createHash('sha256').update(review.externalId).digest('hex').slice(0, 16)
    const doc = await payload.create({
      collection: 'media',
      locale: 'es',
      data: { alt: review.name },
      file: { data, mimetype: 'image/webp', name: `google-review-${hash}.webp`, size: data.length },
    })
    return doc.id
  } catch (error) {
    payload.logger.warn({ msg: `Google review photo skipped: ${(error as Error).message}` })
    return null
  }
}

async function upsert(payload: Payload, review: SyncedReview) {
  const { docs } = await payload.find({
    collection: 'google-reviews',
    where: { externalId: { equals: review.externalId } },
    limit: 1,
    depth: 0,
  })
  const existing = docs[0]
  const common = { name: review.name, time: review.time, externalId: review.externalId }
  const text = (locale: 'es' | 'en') => ({
    relativeDate: review.relativeDate[locale],
    body: review.body[locale],
  })
  const image = existing?.image ?? (await storePhoto(payload, review))
  const saved = existing
    ? await payload.update({
        collection: 'google-reviews',
        id: existing.id,
        locale: 'es',
        data: { ...common, ...text('es'), image },
      })
    : await payload.create({
        collection: 'google-reviews',
        locale: 'es',
        data: { ...common, ...text('es'), image },
      })
  await payload.update({
    collection: 'google-reviews',
    id: saved.id,
    locale: 'en',
    data: text('en'),
  })
}

/** One sync: both languages fetched, every review stored or updated. Returns how many. */
export async function syncGoogleReviews(payload: Payload, settings: PlacesSettings) {
  const [spanish, english] = await Promise.all([
    fetchReviews(settings, 'es'),
    fetchReviews(settings, 'en'),
  ])
  const reviews = mergeReviews(spanish, english)
  for (const review of reviews) await upsert(payload, review)
  return reviews.length
}
