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

/** Whether this one page is published now (a page published since the ids were read). */
async function publishedNow(payload: Payload, id: number) {
  const { totalDocs } = await payload.count({
    collection: 'pages',
    where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/**
 * Whether a page id is a published campaign page. The ids are kept a minute per instance (the
 * beacon comes with every view and must not cost a query each time); an id not among them is
 * looked up alone, so a page just published counts at once on every instance (an unknown id
 * costs one query, and the beacon's limit per address bounds those).
 */
export async function isCampaignPage(payload: Payload, id: number, now = Date.now()) {
  let known = cache.current
  if (!known || now - known.loadedAt > 60_000) known = await load(payload, now)
  if (known.ids.has(id)) return true
  if (!(await publishedNow(payload, id))) return false
  known.ids.add(id)
  return true
}
