import type { Payload } from 'payload'
import { sampleFirm } from './sample-firm'

/** The firm profile of the sample content, in both languages. */
export async function seedFirm(payload: Payload) {
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
}
