import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStaffServer, type Staff } from '../support/http'
import { PlacesSink, type FakeReview } from '../support/places-sink'
import type { RunningServer } from '../support/server'
import { waitFor } from '../support/sinks'

// A server of its own, syncing every 0.6 s from a fake Places API this test controls.
let server: RunningServer
let staff: Staff
const places = new PlacesSink()
const placeId = 'ChIJ-firm-place'

const lucia: FakeReview = {
  id: 'r-lucia',
  author: 'Lucía Fernández',
  publishTime: '2026-10-01T15:00:00Z',
  text: {
    es: 'Me ayudaron con mi visa U de principio a fin.',
    en: 'They helped me with my U visa from start to finish.',
  },
  relative: { es: 'hace un mes', en: 'a month ago' },
}
const tomas: FakeReview = {
  id: 'r-tomas',
  author: 'Tomás Aguilar',
  publishTime: new Date(Date.now() - 3_600_000).toISOString(), // newer than every sample review
  text: { es: 'Muy buena atención en español.', en: 'Very good service in Spanish.' },
  relative: { es: 'hace 2 semanas', en: '2 weeks ago' },
}

type ReviewRow = Record<string, unknown>
const reviewList = async (): Promise<ReviewRow[]> =>
  (await fetch(`${server.url}/google-reviews/es`)).json()
const byName = (rows: ReviewRow[], name: string) => rows.find((row) => row.nombre === name)

beforeAll(async () => {
  await places.start()
  ;({ server, staff } = await startStaffServer('places', {
    GOOGLE_PLACES_API_KEY: 'test-places-key',
    GOOGLE_PLACE_ID: placeId,
    GOOGLE_PLACES_API_URL: places.url,
    GOOGLE_REVIEWS_SYNC_MINUTES: '0.01',
  }))
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await places.stop()
})

describe('Google reviews sync from the Places API', () => {
  it('asks for the reviews in both languages with the key and never blocks a page while failing', async () => {
    await waitFor(() => places.requests.length >= 4)
    const paths = places.requests.map((request) => request.path)
    expect(paths).toContain(`/v1/places/${placeId}?languageCode=es`)
    expect(paths).toContain(`/v1/places/${placeId}?languageCode=en`)
    expect(places.requests.every((r) => r.apiKey === 'test-places-key')).toBe(true)
    expect(places.requests.every((r) => r.fieldMask === 'reviews')).toBe(true)

    const home = await fetch(`${server.url}/`)
    expect(home.status).toBe(200)
    const rows = await reviewList()
    expect(rows).toHaveLength(6) // the sample reviews, untouched by the failing sync
    expect(server.output()).toContain('Google reviews sync failed: Places API answered 403')
  })

  it('stores each review once in both languages with a local photo, shown on the pages', async () => {
    places.reviews = [lucia, tomas]
    places.failing = false
    const rows = await waitFor(async () => {
      const list = await reviewList()
      return byName(list, lucia.author) && byName(list, tomas.author) ? list : undefined
    })
    const stored = byName(rows, lucia.author)!
    expect(stored).toMatchObject({
      body_es: lucia.text.es,
      body_en: lucia.text.en,
      fecha_publicado_relativo_es: 'hace un mes',
      fecha_publicado_relativo_en: 'a month ago',
      time: Date.parse(lucia.publishTime) / 1000,
    })
    expect(rows).toHaveLength(8)
    expect(rows[0].nombre).toBe(tomas.author) // newest first

    const photo = await fetch(new URL(String(stored.imagen), server.url))
    expect(photo.status).toBe(200)
    expect(photo.headers.get('content-type')).toBe('image/webp')

    const english = await (await fetch(`${server.url}/en`)).text()
    expect(english).toContain(lucia.text.en)
    const spanish = await (await fetch(`${server.url}/`)).text()
    expect(spanish).toContain(lucia.text.es)
  })

  it('updates a review in place on later syncs instead of adding it again', async () => {
    const edited = 'Me ayudaron con mi visa U y ahora con mi residencia.'
    places.reviews = [{ ...lucia, text: { ...lucia.text, es: edited } }, tomas]
    await waitFor(async () => byName(await reviewList(), lucia.author)?.body_es === edited)
    const syncedBefore = places.requests.length
    await waitFor(() => places.requests.length >= syncedBefore + 4)

    const rows = await reviewList()
    expect(rows.filter((row) => row.nombre === lucia.author)).toHaveLength(1)
    expect(rows).toHaveLength(8)
    const synced = await staff.find('google-reviews', {
      externalId: `places/${placeId}/reviews/${lucia.id}`,
    })
    expect(synced.totalDocs).toBe(1)
    const photos = await staff.find('media', { alt: lucia.author })
    expect(photos.totalDocs).toBe(1) // the photo is fetched once, not on every sync
  })
})
