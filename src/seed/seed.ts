import type { Payload } from 'payload'
import { seedBlogContent } from '@/features/blog/seed'
import { seedPages } from '@/features/marketing/seed'
import { sampleCategories, sampleFirm } from './firm'

/** Loads the sample content into a database that has none (first start). */
export async function seedIfEmpty(payload: Payload) {
  const firm = await payload.findGlobal({ slug: 'firm-profile', depth: 0 })
  if (firm?.name) return
  payload.logger.info('Empty database: loading the sample content')
  await seed(payload)
}

/** Writes the sample content, replacing sample records of the same slug (idempotent). */
export async function seed(payload: Payload) {
  const { attorneys, offices, ...shared } = sampleFirm
  await payload.updateGlobal({
    slug: 'firm-profile',
    locale: 'es',
    data: { ...shared, attorneys: attorneys.es, offices: offices.es },
  })
  const saved = await payload.findGlobal({ slug: 'firm-profile', locale: 'es', depth: 0 })
  await payload.updateGlobal({
    slug: 'firm-profile',
    locale: 'en',
    data: {
      attorneys: attorneys.en.map((row, i) => ({ ...row, id: saved.attorneys?.[i]?.id })),
      offices: offices.en.map((row, i) => ({ ...row, id: saved.offices?.[i]?.id })),
    },
  })

  for (const [order, category] of sampleCategories.entries()) {
    const existing = await payload.find({
      collection: 'blog-categories',
      where: { slug: { equals: category.es.slug } },
      locale: 'es',
      limit: 1,
      depth: 0,
    })
    const doc = existing.docs[0]
      ? await payload.update({
          collection: 'blog-categories',
          id: existing.docs[0].id,
          locale: 'es',
          data: { ...category.es, order },
        })
      : await payload.create({
          collection: 'blog-categories',
          locale: 'es',
          data: { ...category.es, order },
        })
    await payload.update({
      collection: 'blog-categories',
      id: doc.id,
      locale: 'en',
      data: category.en,
    })
  }
  await seedBlogContent(payload)
  await seedPages(payload)
}
