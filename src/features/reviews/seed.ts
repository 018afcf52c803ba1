import type { Payload } from 'payload'
import { initialsOf, sampleMedia } from '@/lib/media/seed-image'

const day = 86_400
const reviews = [
  {
    name: 'Mariela Gómez',
    ago: 5 * day,
    date: { es: 'hace 5 días', en: '5 days ago' },
    body: {
      es: 'La licenciada Rivera nos explicó cada paso de la petición de mi esposo. Siempre contestaron mis llamadas.',
      en: 'Attorney Rivera explained every step of my husband’s petition. They always answered my calls.',
    },
  },
  {
    name: 'Carlos Hernández',
    ago: 14 * day,
    date: { es: 'hace 2 semanas', en: '2 weeks ago' },
    body: {
      es: 'Gracias a su ayuda obtuve mi permiso de trabajo con la visa U. Un equipo muy humano.',
      en: 'Thanks to their help I got my work permit through the U visa. A very caring team.',
    },
  },
  {
    name: 'Patricia Morales',
    ago: 30 * day,
    date: { es: 'hace un mes', en: 'a month ago' },
    body: {
      es: 'Me atendieron en español desde la primera llamada gratuita. Recomiendo la oficina de El Paso.',
      en: 'They helped me in Spanish from the first free call. I recommend the El Paso office.',
    },
  },
  {
    name: 'Jorge Ramírez',
    ago: 60 * day,
    date: { es: 'hace 2 meses', en: '2 months ago' },
    body: {
      es: 'Mi prometida ya está aquí con su visa K-1. Todo fue claro y a tiempo.',
      en: 'My fiancée is here now on her K-1 visa. Everything was clear and on time.',
    },
  },
  {
    name: 'Ana Lucía Torres',
    ago: 120 * day,
    date: { es: 'hace 4 meses', en: '4 months ago' },
    body: {
      es: 'Tenía miedo de pedir VAWA y me dieron confianza. Mi caso fue aprobado.',
      en: 'I was afraid to apply for VAWA and they gave me confidence. My case was approved.',
    },
  },
  {
    name: 'Roberto Sánchez',
    ago: 200 * day,
    date: { es: 'hace 6 meses', en: '6 months ago' },
    body: {
      es: 'Profesionales y honestos: me dijeron la verdad sobre mi caso desde el principio.',
      en: 'Professional and honest: they told me the truth about my case from the start.',
    },
  },
]

/** Six sample Google reviews, skipped when staff already have some. */
export async function seedGoogleReviews(payload: Payload) {
  if ((await payload.count({ collection: 'google-reviews' })).totalDocs > 0) return
  const now = Math.floor(Date.now() / 1000)
  for (const [i, review] of reviews.entries()) {
    const image = await sampleMedia(payload, {
      name: `google-review-${i + 1}.png`,
      // Shown at 48 px: an illustrated head and shoulders with the reviewer's initials.
      title: '',
      alt: { es: review.name, en: review.name },
      portrait: { initials: initialsOf(review.name), tone: i },
      width: 96,
      height: 96,
    })
    const doc = await payload.create({
      collection: 'google-reviews',
      locale: 'es',
      data: {
        name: review.name,
        image: image.id,
        relativeDate: review.date.es,
        body: review.body.es,
        time: now - review.ago,
      },
    })
    await payload.update({
      collection: 'google-reviews',
      id: doc.id,
      locale: 'en',
      data: { relativeDate: review.date.en, body: review.body.en },
    })
  }
}
