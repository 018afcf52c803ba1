import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { getAttorneys } from '@/features/attorneys'
import type { Firm } from '@/features/firm'
import { getGoogleReviews } from '@/features/reviews'
import type { Block } from '../queries'

/** Bar admissions and memberships named in the attorney profiles, each once, in profile order. */
function memberships(lists: string[][]): string[] {
  return [...new Set(lists.flat())]
}

/**
 * What a visitor checks before calling a law firm, near the top of the home page: the Google
 * rating and number of reviews, years of experience, offices and bar memberships.
 */
export async function TrustStrip({
  locale,
  firm,
  experience,
}: {
  locale: Locale
  firm: Firm
  experience: Block
}) {
  const t = await getTranslations({ locale, namespace: 'home.trust' })
  const [reviews, attorneys] = await Promise.all([getGoogleReviews(), getAttorneys(locale)])
  const reviewCount = firm.googleReviewCount ?? reviews.length
  const rating = firm.googleRating
  const offices = firm.offices ?? []
  const bars = memberships(attorneys.map((attorney) => attorney.associations))
  const number = new Intl.NumberFormat(locale === 'es' ? 'es-US' : 'en-US', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })
  const item = 'flex flex-col gap-1 text-center sm:text-left'
  const figure = 'text-2xl font-bold md:text-3xl'
  return (
    <section aria-labelledby="trust-title" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="trust-title" className="sr-only">
          {t('title')}
        </h2>
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {(rating || reviewCount > 0) && (
            <li className={item}>
              <p className={figure}>
                {rating ? (
                  <>
                    <span aria-hidden="true" className="text-amber-400">
                      ★{' '}
                    </span>
                    {t('rating', { rating: number.format(rating) })}
                  </>
                ) : (
                  t('reviews', { count: reviewCount })
                )}
              </p>
              <p className="text-slate-100">
                {rating ? t('ratingDetail', { count: reviewCount }) : t('onGoogle')}
              </p>
            </li>
          )}
          <li className={item}>
            <p className={figure}>{experience.title}</p>
            <p className="text-slate-100">{experience.body}</p>
          </li>
          {offices.length > 0 && (
            <li className={item}>
              <p className={figure}>{t('offices', { count: offices.length })}</p>
              <p className="text-slate-100">{offices.map((office) => office.city).join(' · ')}</p>
            </li>
          )}
          {bars.length > 0 && (
            <li className={item}>
              <p className={figure}>{t('memberships')}</p>
              <p className="text-slate-100">{bars.join(' · ')}</p>
            </li>
          )}
        </ul>
      </div>
    </section>
  )
}
