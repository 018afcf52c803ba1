import type { Payload } from 'payload'
import type { Attorney } from '@/payload-types'
import { imageMaker, initialsOf } from '@/lib/media/seed-image'
import { upsertBilingual } from '@/lib/payload/upsert'
import { sampleAttorneys, sampleAttorneyTestimonials } from './sample-attorneys'

/** Sample attorney profiles and their clients' testimonials. */
export async function seedAttorneys(payload: Payload) {
  const image = imageMaker(payload)

  for (const [index, attorney] of sampleAttorneys.entries()) {
    const { es, en, barAdmissions, ...shared } = attorney
    // Illustrated stand-ins: the firm replaces them with real photos in the admin.
    const photo = await image(`attorney-${attorney.slug}`, attorney.name, [600, 600], '', {
      initials: initialsOf(attorney.name),
      tone: index,
    })
    const banner = await image(`banner-${attorney.slug}`, attorney.name)
    const saved = (await upsertBilingual(
      payload,
      'attorneys',
      { field: 'slug', value: attorney.slug },
      {
        ...shared,
        ...es,
        photo,
        banner,
        barAdmissions: barAdmissions.map((row) => ({ year: row.year, jurisdiction: row.es })),
      },
      en,
    )) as Attorney
    // The rows are shared by both languages: the English names go onto the rows just created.
    await payload.update({
      collection: 'attorneys',
      id: saved.id,
      locale: 'en',
      data: {
        barAdmissions: (saved.barAdmissions ?? []).map((row, i) => ({
          id: row.id,
          year: row.year,
          jurisdiction: barAdmissions[i]!.en,
        })),
      },
    })
  }

  for (const [order, testimonial] of sampleAttorneyTestimonials.entries()) {
    const photo = await image(`client-${order + 1}`, testimonial.clientName, [400, 400], '', {
      initials: initialsOf(testimonial.clientName),
      tone: order + 1,
    })
    await upsertBilingual(
      payload,
      'attorney-testimonials',
      { field: 'clientName', value: testimonial.clientName },
      { clientName: testimonial.clientName, body: testimonial.es, photo, order },
      { body: testimonial.en },
    )
  }
}
