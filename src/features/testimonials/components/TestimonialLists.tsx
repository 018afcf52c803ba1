import Image from 'next/image'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { LiteVideo } from '@/ui/LiteVideo.client'
import { PaginatedList } from '@/ui/PaginatedList.client'
import { paginationLabels } from '@/ui/pagination-labels'
import { getGiveawayTestimonials, getTravelTestimonials } from '../queries'

/** Travel videos (3 per page, loaded on click) and giveaway photos (6 per page). */
export async function TestimonialLists({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'reviewsPage' })
  const video = await getTranslations({ locale, namespace: 'video' })
  const labels = await paginationLabels()
  const [travel, giveaway] = await Promise.all([getTravelTestimonials(), getGiveawayTestimonials()])
  return (
    <div className="mx-auto max-w-7xl space-y-16 px-4 py-12">
      <section aria-labelledby="travel-testimonials" data-testid="travel-testimonials">
        <h2 id="travel-testimonials" className="text-3xl font-bold text-brand-900">
          {t('travelTitle')}
        </h2>
        <p className="mb-6 mt-2 text-slate-700">{t('travelText')}</p>
        <PaginatedList
          perPage={3}
          labels={{ ...labels, navigation: `${labels.navigation}: ${t('travelTitle')}` }}
          listClassName="grid gap-6 md:grid-cols-3"
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
        </PaginatedList>
      </section>
      <section aria-labelledby="giveaway-testimonials" data-testid="giveaway-testimonials">
        <h2 id="giveaway-testimonials" className="text-3xl font-bold text-brand-900">
          {t('giveawayTitle')}
        </h2>
        <p className="mb-6 mt-2 text-slate-700">{t('giveawayText')}</p>
        <PaginatedList
          perPage={6}
          // Each pagination names its list: two navigation landmarks need different names.
          labels={{ ...labels, navigation: `${labels.navigation}: ${t('giveawayTitle')}` }}
          listClassName="grid grid-cols-2 gap-4 md:grid-cols-3"
        >
          {giveaway.map((item) => (
            <Image
              key={item.id}
              src={item.image.url}
              alt={item.alt[locale]}
              width={item.image.width}
              height={item.image.height}
              sizes="(min-width: 768px) 33vw, 50vw"
              className="aspect-square w-full rounded object-cover"
            />
          ))}
        </PaginatedList>
      </section>
    </div>
  )
}
