import { getTranslations } from 'next-intl/server'
import { resolveLocale, type LocaleParams } from '@/lib/routing/locale-params'
import { PageIntro } from '@/ui/PageIntro'
import { HomeGoogleReviews } from '@/features/reviews/components/HomeGoogleReviews'
import { pageMetadata } from '@/lib/seo/metadata'
import { TestimonialLists } from '@/features/testimonials/components/TestimonialLists'

export async function generateMetadata({ params }: LocaleParams) {
  return pageMetadata(await resolveLocale(params), '/testimonios', 'reviews')
}

export default async function ReviewsPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'pages.reviews' })
  return (
    <>
      <PageIntro title={t('title')} description={t('description')} />
      <TestimonialLists locale={locale} />
      <HomeGoogleReviews locale={locale} />
    </>
  )
}
