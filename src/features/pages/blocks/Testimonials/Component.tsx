import { TestimonialSlider } from '@/features/attorneys/ui'
import { getAttorneyTestimonials } from '@/features/attorneys'
import { HomeGoogleReviews } from '@/features/reviews/ui'
import type { BlockProps } from '../types'

/** The Google reviews, or the clients' testimonials of the attorneys. */
export async function TestimonialsBlock({ block, locale }: BlockProps<'testimonials'>) {
  return block.source === 'attorneys' ? (
    <TestimonialSlider locale={locale} testimonials={await getAttorneyTestimonials(locale)} />
  ) : (
    <HomeGoogleReviews locale={locale} />
  )
}
