import { getTranslations } from 'next-intl/server'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { CarouselSection } from '@/ui/CarouselSection'
import { getFeaturedPosts } from '../queries'
import { PostCard } from './PostCard'

/** The home page's News block: featured articles, 2 per view (1 below 767 px), every 3 s. */
export async function HomeNews({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'news' })
  const posts = await getFeaturedPosts()
  if (posts.length === 0) return null
  const all = (
    <p className="mt-6 text-center">
      <a
        href={getPathname({ locale, href: '/blog' })}
        className="font-semibold text-brand-700 underline"
      >
        {t('all')}
      </a>
    </p>
  )
  return (
    <CarouselSection
      id="home-news"
      title={t('title')}
      region={t('carousel')}
      sectionClassName="bg-slate-50 py-14"
      innerClassName="mx-auto max-w-7xl px-4"
      titleClassName="mb-8 text-3xl font-bold text-brand-900"
      testId="home-news"
      footer={all}
      slideClassName="basis-full md:basis-1/2"
      autoplayMs={3000}
    >
      {posts.map((post) => (
        <PostCard key={post.id} post={post} locale={locale} headingLevel="h3" excerptLength={100} />
      ))}
    </CarouselSection>
  )
}
