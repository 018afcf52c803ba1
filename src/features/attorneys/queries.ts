import type { Locale } from '@/i18n/routing'
import type { Attorney as AttorneyDoc } from '@/payload-types'
import { imageRef, type ImageRef } from '@/lib/media/image-ref'
import { cachedFind } from '@/lib/cache/cached-find'
import { cacheTags } from '@/lib/cache/tags'
import { lines } from '@/lib/text'

export type AttorneyProfile = Omit<
  AttorneyDoc,
  'photo' | 'banner' | 'languages' | 'practiceAreas' | 'associations'
> & {
  photo: ImageRef | null
  banner: ImageRef | null
  languages: string[]
  practiceAreas: string[]
  associations: string[]
}

export type AttorneyTestimonial = {
  id: number | string
  clientName: string
  photo: ImageRef | null
  body: string
}

function toProfile(doc: AttorneyDoc): AttorneyProfile {
  return {
    ...doc,
    photo: imageRef(doc.photo),
    banner: imageRef(doc.banner),
    languages: lines(doc.languages),
    practiceAreas: lines(doc.practiceAreas),
    associations: lines(doc.associations),
  }
}

/** The attorneys, founder first. */
export const getAttorneys = (locale: Locale): Promise<AttorneyProfile[]> =>
  cachedFind(
    { collection: 'attorneys', locale, sort: 'order', limit: 50, depth: 1, pagination: false },
    cacheTags.attorneys,
    (docs) => docs.map(toProfile),
  )

export async function getAttorney(locale: Locale, slug: string) {
  return (await getAttorneys(locale)).find((attorney) => attorney.slug === slug) ?? null
}

export const getAttorneyTestimonials = (locale: Locale): Promise<AttorneyTestimonial[]> =>
  cachedFind(
    {
      collection: 'attorney-testimonials',
      locale,
      sort: 'order',
      limit: 100,
      depth: 1,
      pagination: false,
    },
    cacheTags.attorneys,
    (docs) =>
      docs.map(({ id, clientName, photo, body }) => ({
        id,
        clientName,
        photo: imageRef(photo),
        body,
      })),
  )

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
