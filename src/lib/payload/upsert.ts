import type { CollectionSlug, Payload } from 'payload'

type Fields = Record<string, unknown>

/**
 * The seed's one write of a bilingual document: the document whose `field` equals `value` gets
 * its Spanish fields (created when missing), then its English ones. Running the seed again
 * replaces the sample records instead of doubling them.
 */
export async function upsertBilingual(
  payload: Payload,
  collection: CollectionSlug,
  match: { field: string; value: string },
  es: Fields,
  en: Fields,
) {
  const existing = await payload.find({
    collection,
    where: { [match.field]: { equals: match.value } },
    locale: 'es',
    limit: 1,
    depth: 0,
  })
  const doc = existing.docs[0]
    ? await payload.update({ collection, id: existing.docs[0].id, locale: 'es', data: es as never })
    : await payload.create({ collection, locale: 'es', data: es as never })
  await payload.update({ collection, id: doc.id, locale: 'en', data: en as never })
  return doc
}
