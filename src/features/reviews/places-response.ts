import * as z from 'zod/mini'

/**
 * The part of a Google Places API (New) place that the sync reads: `GET /v1/places/{id}` with the
 * field mask `reviews`. Google returns at most five reviews, in the requested language when it can
 * translate them.
 */
const placeReview = z.object({
  name: z.string().check(z.minLength(1)),
  relativePublishTimeDescription: z.optional(z.string()),
  text: z.optional(z.object({ text: z.optional(z.string()) })),
  originalText: z.optional(z.object({ text: z.optional(z.string()) })),
  authorAttribution: z.optional(
    z.object({ displayName: z.optional(z.string()), photoUri: z.optional(z.string()) }),
  ),
  publishTime: z.optional(z.string()),
})

export const placeResponse = z.object({ reviews: z.optional(z.array(placeReview)) })

export type PlaceReview = z.infer<typeof placeReview>

/** One review in both languages, as the google-reviews collection stores it. */
export type SyncedReview = {
  externalId: string
  name: string
  photoUri: string | null
  relativeDate: { es: string; en: string }
  body: { es: string; en: string }
  time: number
}

function textOf(review: PlaceReview | undefined) {
  return review?.text?.text?.trim() || review?.originalText?.text?.trim() || ''
}

/**
 * Pairs the Spanish and English answers by review id. A review Google returned in one language
 * only keeps that language's text in both, so the page never shows an empty body.
 */
export function mergeReviews(spanish: PlaceReview[], english: PlaceReview[]): SyncedReview[] {
  const byId = new Map(english.map((review) => [review.name, review]))
  const ids = [...new Set([...spanish, ...english].map((review) => review.name))]
  const spanishById = new Map(spanish.map((review) => [review.name, review]))
  return ids.flatMap((id) => {
    const es = spanishById.get(id)
    const en = byId.get(id)
    const any = (es ?? en) as PlaceReview
    const body = { es: textOf(es) || textOf(en), en: textOf(en) || textOf(es) }
    if (!body.es) return []
    const published = Date.parse(any.publishTime ?? '')
    const time = Number.isFinite(published) ? Math.floor(published / 1000) : 0
    // The relative date is required on the page; a calendar date stands in when Google gave none.
    const fallback = new Date(time * 1000).toISOString().slice(0, 10)
    const relative = {
      es: es?.relativePublishTimeDescription || en?.relativePublishTimeDescription || fallback,
      en: en?.relativePublishTimeDescription || es?.relativePublishTimeDescription || fallback,
    }
    return [
      {
        externalId: id,
        name: any.authorAttribution?.displayName?.trim() || 'Google',
        photoUri: any.authorAttribution?.photoUri || null,
        relativeDate: relative,
        body,
        time,
      },
    ]
  })
}
