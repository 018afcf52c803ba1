import { getTranslations } from 'next-intl/server'
import { getFirmProfile } from '@/features/firm'
import type { Locale } from '@/i18n/routing'
import { Avatar } from '@/ui/Avatar'
import { CarouselSection } from '@/ui/CarouselSection'
import { getGoogleReviews } from '../queries'
import { Stars } from './Stars'

/**
 * Google reviews staff entered: 3 per view (2 below 1280 px, 1 below 767 px), every 3 s, five
 * stars always, and a 'Write review' link to the firm's review page.
 */
export async function HomeGoogleReviews({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'googleReviews' })
  const nav = await getTranslations({ locale, namespace: 'nav' })
  const [reviews, firm] = await Promise.all([getGoogleReviews(), getFirmProfile(locale)])
  const write = firm.reviewUrl ? (
    <a
      href={firm.reviewUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="rounded bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
    >
      {t('write')} <span className="sr-only">{nav('externalSite')}</span>
    </a>
  ) : null
  return (
    <CarouselSection
      id="google-reviews"
      title={t('title')}
      region={t('carousel')}
      sectionClassName="py-14"
      innerClassName="mx-auto max-w-7xl px-4"
      titleClassName="text-3xl font-bold text-brand-900"
      testId="google-reviews"
      action={write}
      empty={<p className="text-slate-700">{t('empty')}</p>}
      slideClassName="basis-full md:basis-1/2 xl:basis-1/3"
      autoplayMs={3000}
    >
      {reviews.map((review) => (
        <figure
          key={review.id}
          className="flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
        >
          <figcaption className="flex items-center gap-3">
            <Avatar image={review.image} size={48} />
            <span>
              <span className="block font-bold">{review.name}</span>
              <span className="block text-sm text-slate-600">{review.relativeDate[locale]}</span>
            </span>
          </figcaption>
          <Stars label={t('stars')} />
          <blockquote className="text-slate-800">{review.body[locale]}</blockquote>
        </figure>
      ))}
    </CarouselSection>
  )
}
