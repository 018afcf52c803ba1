import { getGoogleReviews } from './queries'

/** The spec's Google review: nombre, imagen, relative date and body per language, time. */
export async function googleReviewList() {
  return (await getGoogleReviews()).map((review) => ({
    id: review.id,
    nombre: review.name,
    imagen: review.image?.url ?? null,
    fecha_publicado_relativo_en: review.relativeDate.en,
    fecha_publicado_relativo_es: review.relativeDate.es,
    body_en: review.body.en,
    body_es: review.body.es,
    time: review.time,
  }))
}
