import { getTranslations } from 'next-intl/server'
import { CardImage } from '@/ui/CardImage'
import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/routing'
import { LiteVideo } from '@/ui/LiteVideo'
import { PaginatedList, type PaginationLabels } from '@/ui/PaginatedList.client'
import { paginationLabels } from '@/ui/pagination-labels'
import { getGiveawayTestimonials, getTravelTestimonials } from '../queries'

/** Travel videos (3 per page, loaded on click) and giveaway photos (6 per page). */
type ListSectionProps = {
  id: string
  title: string
  text: string
  perPage: number
  listClassName: string
  labels: PaginationLabels
  children: ReactNode[]
}

/** One titled list of the page, paginated; its pagination is named after the list. */
function ListSection({
  id,
  title,
  text,
  perPage,
  listClassName,
  labels,
  children,
}: ListSectionProps) {
  return (
    <section aria-labelledby={id} data-testid={id}>
      <h2 id={id} className="text-3xl font-bold text-brand-900">
        {title}
      </h2>
      <p className="mb-6 mt-2 text-slate-700">{text}</p>
      <PaginatedList
        perPage={perPage}
        // Each pagination names its list: two navigation landmarks need different names.
        labels={{ ...labels, navigation: `${labels.navigation}: ${title}` }}
        listClassName={listClassName}
      >
        {children}
      </PaginatedList>
    </section>
  )
}

export async function TestimonialLists({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'reviewsPage' })
  const video = await getTranslations({ locale, namespace: 'video' })
  const labels = await paginationLabels()
  const [travel, giveaway] = await Promise.all([getTravelTestimonials(), getGiveawayTestimonials()])
  return (
    <div className="mx-auto max-w-7xl space-y-16 px-4 py-12">
      <ListSection
        id="travel-testimonials"
        title={t('travelTitle')}
        text={t('travelText')}
        perPage={3}
        listClassName="grid gap-6 md:grid-cols-3"
        labels={labels}
      >
        {travel.map((item, index) => (
          <figure key={item.id}>
            <LiteVideo
              src={item.videoUrl}
              title={item.title[locale]}
              poster={item.poster.url}
              posterAlt={item.title[locale]}
              playLabel={video('play')}
              sizes="(min-width: 768px) 33vw, 100vw"
              priority={index === 0}
            />
            <figcaption className="mt-2 font-semibold">{item.title[locale]}</figcaption>
          </figure>
        ))}
      </ListSection>
      <ListSection
        id="giveaway-testimonials"
        title={t('giveawayTitle')}
        text={t('giveawayText')}
        perPage={6}
        listClassName="grid grid-cols-2 gap-4 md:grid-cols-3"
        labels={labels}
      >
        {/* Each photo captioned with its description (who won what): the caption says it, so
            the image itself is not announced twice. */}
        {giveaway.map((item) => (
          <figure key={item.id}>
            <CardImage
              image={item.image}
              alt=""
              sizes="(min-width: 768px) 33vw, 50vw"
              className="aspect-square w-full rounded object-cover"
            />
            <figcaption className="mt-2 text-sm font-medium">{item.alt[locale]}</figcaption>
          </figure>
        ))}
      </ListSection>
    </div>
  )
}
