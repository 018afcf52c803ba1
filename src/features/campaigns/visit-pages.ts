import type { Payload } from 'payload'

type Known = { ids: Set<number>; loadedAt: number }
const cache = ((globalThis as { siteCampaignPageIds?: { current?: Known } }).siteCampaignPageIds ??=
  {})

async function load(payload: Payload, now: number): Promise<Known> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { _status: { equals: 'published' } },
    select: {},
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  cache.current = { ids: new Set(docs.map((doc) => Number(doc.id))), loadedAt: now }
  return cache.current
}

/**
 * Whether a page id is a published campaign page. The ids are kept a minute per instance (the
 * beacon comes with every view and must not cost a query each time); an id not among them reads
 * them again when they are over 5 s old, so a page just published counts at once.
 */
export async function isCampaignPage(payload: Payload, id: number, now = Date.now()) {
  let known = cache.current
  if (!known || now - known.loadedAt > 60_000) known = await load(payload, now)
  if (known.ids.has(id)) return true
  if (now - known.loadedAt > 5_000) known = await load(payload, now)
  return known.ids.has(id)
}
