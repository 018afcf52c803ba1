import { describe, expect, it } from 'vitest'
import { mergeReviews, type PlaceReview } from '@/features/reviews/places-response'
import { placesSettings } from '@/features/reviews/places-sync'

const review = (name: string, text: string, extra: Partial<PlaceReview> = {}): PlaceReview => ({
  name,
  text: { text },
  relativePublishTimeDescription: 'x',
  authorAttribution: { displayName: 'Ana', photoUri: 'https://photos.example/ana.png' },
  publishTime: '2026-01-02T03:04:05Z',
  ...extra,
})

describe('Places reviews merged by language', () => {
  it('pairs the Spanish and English texts of the same review', () => {
    const [merged] = mergeReviews(
      [review('places/p/reviews/1', 'Excelente', { relativePublishTimeDescription: 'hace 1 día' })],
      [review('places/p/reviews/1', 'Excellent', { relativePublishTimeDescription: 'a day ago' })],
    )
    expect(merged).toEqual({
      externalId: 'places/p/reviews/1',
      name: 'Ana',
      photoUri: 'https://photos.example/ana.png',
      relativeDate: { es: 'hace 1 día', en: 'a day ago' },
      body: { es: 'Excelente', en: 'Excellent' },
      time: Date.parse('2026-01-02T03:04:05Z') / 1000,
    })
  })

  it('uses the one language Google returned for both, and the original text when untranslated', () => {
    const merged = mergeReviews(
      [],
      [
        review('r/2', '', {
          originalText: { text: 'Muy bien' },
          relativePublishTimeDescription: '',
        }),
      ],
    )
    expect(merged[0].body).toEqual({ es: 'Muy bien', en: 'Muy bien' })
    expect(merged[0].relativeDate).toEqual({ es: '2026-01-02', en: '2026-01-02' })
  })

  it('drops reviews without any text and names anonymous authors Google', () => {
    const merged = mergeReviews(
      [review('r/3', '   '), review('r/4', 'Bien', { authorAttribution: undefined })],
      [],
    )
    expect(merged.map((r) => [r.externalId, r.name, r.photoUri])).toEqual([['r/4', 'Google', null]])
  })
})

describe('Places sync settings', () => {
  it('is off unless both the key and the place id are set', () => {
    expect(placesSettings({})).toBeNull()
    expect(placesSettings({ GOOGLE_PLACES_API_KEY: 'k' })).toBeNull()
    expect(placesSettings({ GOOGLE_PLACE_ID: 'p' })).toBeNull()
  })

  it('defaults to Google every 12 hours and accepts an override', () => {
    expect(placesSettings({ GOOGLE_PLACES_API_KEY: 'k', GOOGLE_PLACE_ID: 'p' })).toEqual({
      apiKey: 'k',
      placeId: 'p',
      baseUrl: 'https://places.googleapis.com',
      intervalMs: 720 * 60_000,
    })
    const custom = placesSettings({
      GOOGLE_PLACES_API_KEY: 'k',
      GOOGLE_PLACE_ID: 'p',
      GOOGLE_PLACES_API_URL: 'http://127.0.0.1:9/',
      GOOGLE_REVIEWS_SYNC_MINUTES: '30',
    })
    expect(custom).toMatchObject({ baseUrl: 'http://127.0.0.1:9', intervalMs: 30 * 60_000 })
  })
})
