import type { Payload } from 'payload'
import { sampleMedia } from '@/lib/media/seed-image'

const destinations = [
  { es: 'México', en: 'Mexico' },
  { es: 'Guatemala', en: 'Guatemala' },
  { es: 'Honduras', en: 'Honduras' },
  { es: 'El Salvador', en: 'El Salvador' },
  { es: 'Colombia', en: 'Colombia' },
  { es: 'Perú', en: 'Peru' },
  { es: 'República Dominicana', en: 'Dominican Republic' },
  { es: 'Ecuador', en: 'Ecuador' },
]

const prizes = [
  { es: 'una tableta', en: 'a tablet' },
  { es: 'una tarjeta de regalo de 100 dólares', en: 'a 100-dollar gift card' },
  { es: 'unos audífonos', en: 'a pair of headphones' },
  { es: 'una canasta navideña', en: 'a holiday basket' },
]

const winners = [
  'Rosa M.',
  'José L.',
  'Ana G.',
  'Luis P.',
  'Carmen R.',
  'Miguel A.',
  'Lucía F.',
  'Pedro S.',
  'Marta V.',
  'Jorge C.',
  'Sofía T.',
  'Raúl N.',
  'Elena D.',
  'Andrés B.',
]

/** 8 travel videos and 14 giveaway photos, skipped when the collection already has records. */
export async function seedTestimonials(payload: Payload) {
  if ((await payload.count({ collection: 'travel-testimonials' })).totalDocs === 0) {
    for (const [i, place] of destinations.entries()) {
      const title = {
        es: `Viajé a ${place.es} con mi permiso de viaje`,
        en: `I travelled to ${place.en} with my travel permit`,
      }
      const poster = await sampleMedia(payload, {
        name: `travel-testimonial-${i + 1}.png`,
        // The play button sits in the middle: the poster only names the country, top left.
        title: place.es,
        alt: title,
        colors: ['#0c2848', '#1f5fa8'],
        width: 960,
        height: 540,
      })
      const doc = await payload.create({
        collection: 'travel-testimonials',
        locale: 'es',
        data: {
          title: title.es,
          videoUrl: `https://www.youtube-nocookie.com/embed/rc-sample-${i + 1}`,
          poster: poster.id,
          order: i,
        },
      })
      await payload.update({
        collection: 'travel-testimonials',
        id: doc.id,
        locale: 'en',
        data: { title: title.en },
      })
    }
  }
  if ((await payload.count({ collection: 'giveaway-testimonials' })).totalDocs === 0) {
    for (const [i, name] of winners.entries()) {
      const prize = prizes[i % prizes.length]
      const alt = {
        es: `${name} recibe ${prize.es} en nuestro sorteo`,
        en: `${name} receives ${prize.en} in our giveaway`,
      }
      const image = await sampleMedia(payload, {
        name: `giveaway-testimonial-${i + 1}.png`,
        title: name,
        subtitle: prize.en,
        alt,
        colors: ['#a50d26', '#c8102e'],
        width: 600,
        height: 600,
      })
      await payload.create({
        collection: 'giveaway-testimonials',
        data: { image: image.id, altEs: alt.es, altEn: alt.en, order: i },
      })
    }
  }
}
