import type { Payload } from 'payload'
import { sampleFirm } from './sample-firm'

/** The firm profile of the sample content, in both languages. */
export async function seedFirm(payload: Payload) {
  const { offices, ...shared } = sampleFirm
  await payload.updateGlobal({
    slug: 'firm-profile',
    locale: 'es',
    data: { ...shared, offices: offices.es },
  })
  const saved = await payload.findGlobal({ slug: 'firm-profile', locale: 'es', depth: 0 })
  await payload.updateGlobal({
    slug: 'firm-profile',
    locale: 'en',
    data: {
      offices: offices.en.map((row, i) => ({ ...row, id: saved.offices?.[i]?.id })),
    },
  })
}
