import { unstable_cache } from 'next/cache'
import type { Locale } from '@/i18n/routing'
import type { Attorney as AttorneyDoc } from '@/payload-types'
import { payloadClient } from '@/lib/payload/payload'
import { mediaRef, type MediaRef } from '@/lib/media/media-ref'
import { attorneysTag } from './tags'
import { cacheEpoch } from '@/lib/cache/cache-epoch'

export type AttorneyProfile = Omit<
  AttorneyDoc,
  'photo' | 'banner' | 'languages' | 'practiceAreas' | 'associations'
> & {
  photo: MediaRef | null
  banner: MediaRef | null
  languages: string[]
  practiceAreas: string[]
  associations: string[]
}

export type AttorneyTestimonial = {
  id: number | string
  clientName: string
  photo: MediaRef | null
  body: string
}

const lines = (text: string | null | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

function toProfile(doc: AttorneyDoc): AttorneyProfile {
  return {
    ...doc,
    photo: mediaRef(doc.photo),
    banner: mediaRef(doc.banner),
    languages: lines(doc.languages),
    practiceAreas: lines(doc.practiceAreas),
    associations: lines(doc.associations),
  }
}

/** The attorneys, founder first. */
export const getAttorneys = (locale: Locale) =>
  unstable_cache(
    async (): Promise<AttorneyProfile[]> => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'attorneys',
        locale,
        sort: 'order',
        limit: 50,
        depth: 1,
        pagination: false,
      })
      return docs.map(toProfile)
    },
    ['attorneys', locale, cacheEpoch],
    { tags: [attorneysTag] },
  )()

export async function getAttorney(locale: Locale, slug: string) {
  return (await getAttorneys(locale)).find((attorney) => attorney.slug === slug) ?? null
}

export const getAttorneyTestimonials = (locale: Locale) =>
  unstable_cache(
    async (): Promise<AttorneyTestimonial[]> => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'attorney-testimonials',
        locale,
        sort: 'order',
        limit: 100,
        depth: 1,
        pagination: false,
      })
      return docs.map((doc) => ({
        id: doc.id,
        clientName: doc.clientName,
        photo: mediaRef(doc.photo),
        body: doc.body,
      }))
    },
    ['attorney-testimonials', locale, cacheEpoch],
    { tags: [attorneysTag] },
  )()

/** The spec's `GET /api/clientestestimonios/abogado` answer: foto, body_en, body_es. */
export async function attorneyTestimonialsFeed() {
  const [es, en] = await Promise.all([getAttorneyTestimonials('es'), getAttorneyTestimonials('en')])
  const english = new Map(en.map((item) => [item.id, item.body]))
  return es.map((item) => ({
    id: item.id,
    foto: item.photo?.url ?? '',
    body_es: item.body,
    body_en: english.get(item.id) ?? '',
  }))
}
