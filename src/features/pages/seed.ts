import type { Payload } from 'payload'
import { imageMaker } from '@/lib/media/seed-image'
import { upsertBilingual } from '@/lib/payload/upsert'
import { parolePage, tiktokPage } from './sample-pages'

/** The two sample campaign pages, published in both languages. */
export async function seedPages(payload: Payload) {
  const image = imageMaker(payload)
  const images = {
    hero: await image('campaign-hero', 'Familia reunida · Family together'),
    media: await image('campaign-families', 'Familias juntas · Families together'),
  }
  const founder = await payload.find({
    collection: 'attorneys',
    where: { founder: { equals: true } },
    depth: 0,
    limit: 1,
  })
  const attorney = founder.docs[0]?.id
  const pages = [attorney ? parolePage(images, attorney) : null, tiktokPage(images)]
  for (const page of pages) {
    if (!page) continue
    await upsertBilingual(
      payload,
      'pages',
      { field: 'slug', value: page.es.slug },
      { ...page.es, _status: 'published' },
      { ...page.en, _status: 'published' },
    )
  }
}
