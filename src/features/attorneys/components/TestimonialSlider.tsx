import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { Avatar } from '@/ui/Avatar'
import { CarouselSection } from '@/ui/CarouselSection'
import type { AttorneyTestimonial } from '../queries'
import { truncateText } from '@/lib/text'

/** The spec's attorney testimonial slider: every 3000 ms, 1 slide up to 767 px, else 3. */
export async function TestimonialSlider({
  locale,
  testimonials,
}: {
  locale: Locale
  testimonials: AttorneyTestimonial[]
}) {
  const t = await getTranslations({ locale, namespace: 'attorneysPage' })
  if (testimonials.length === 0) return null
  return (
    <CarouselSection
      id="testimonials-title"
      title={t('testimonials')}
      region={t('testimonialsRegion')}
      sectionClassName="bg-brand-50"
      innerClassName="mx-auto max-w-7xl px-4 py-12"
      titleClassName="mb-6 text-2xl font-bold text-brand-900"
      slideClassName="basis-full md:basis-1/3"
      autoplayMs={3000}
    >
      {testimonials.map((item) => (
        <figure key={item.id} className="flex h-full flex-col gap-4 rounded-lg bg-white p-6 shadow">
          <blockquote className="flex-1 text-slate-700">{truncateText(item.body, 300)}</blockquote>
          {/* Who says it: a quote with a name reads as a client's, not as anonymous copy. */}
          <figcaption className="flex items-center gap-3 font-semibold text-brand-900">
            <Avatar image={item.photo} size={56} />
            {item.clientName}
          </figcaption>
        </figure>
      ))}
    </CarouselSection>
  )
}
