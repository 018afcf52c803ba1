import type { Payload } from 'payload'
import { dayInZone, firmTimeZone } from '@/features/schedule'
import { writeVisits } from './count-visit'
import { sampleCampaigns } from './sample-campaigns'

/**
 * The two sample campaigns (a TikTok and a Facebook one, over the sample campaign pages) with
 * their spend of the last three months and two weeks of visits, so a fresh site's campaign
 * report has figures. Replaces the sample campaigns of the same name (idempotent).
 */
export async function seedCampaigns(payload: Payload, now = new Date()) {
  const zone = await firmTimeZone(payload)
  for (const sample of sampleCampaigns(now)) {
    const { docs: pages } = await payload.find({
      collection: 'pages',
      where: { slug: { equals: sample.pageSlug } },
      locale: 'es',
      depth: 0,
      limit: 1,
    })
    const page = pages[0]?.id
    if (!page) continue
    const data = {
      name: sample.name,
      source: sample.source,
      medium: sample.medium,
      pages: [page],
      startDate: sample.startDate,
      spend: sample.spend,
    }
    const { docs } = await payload.find({
      collection: 'campaigns',
      where: { name: { equals: sample.name } },
      depth: 0,
      limit: 1,
    })
    if (docs[0]) await payload.update({ collection: 'campaigns', id: docs[0].id, data })
    else await payload.create({ collection: 'campaigns', data })
    const days = sample.visitsPerDay.length
    for (const [index, count] of sample.visitsPerDay.entries()) {
      const day = dayInZone(new Date(now.getTime() - (days - 1 - index) * 86_400_000), zone)
      await writeVisits(payload, page, day, { set: count })
    }
  }
}
