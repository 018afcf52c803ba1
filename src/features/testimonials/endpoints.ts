import { getGiveawayTestimonials, getTravelTestimonials } from './queries'

/** The spec's travel testimonial: id, foto (poster image), plus the video and its titles. */
export async function travelList() {
  return (await getTravelTestimonials()).map((item) => ({
    id: item.id,
    foto: item.poster.url,
    video: item.videoUrl,
    titulo_es: item.title.es,
    titulo_en: item.title.en,
  }))
}

/** The spec's giveaway testimonial: id, foto, alt_es (and alt_en). */
export async function giveawayList() {
  return (await getGiveawayTestimonials()).map((item) => ({
    id: item.id,
    foto: item.image.url,
    alt_es: item.alt.es,
    alt_en: item.alt.en,
  }))
}
