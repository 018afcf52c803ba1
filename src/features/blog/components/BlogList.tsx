import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { getPosts } from '../queries'
import { CategoryNav } from './CategoryNav'
import { PostGrid } from './PostGrid'

/** The blog list: every article, newest first (cached like every public page). */
export async function BlogList({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'blogPage' })
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <CategoryNav locale={locale} />
      <section aria-labelledby="blog-latest">
        <h2 id="blog-latest" className="mb-6 text-2xl font-bold text-brand-900">
          {t('latest')}
        </h2>
        <PostGrid posts={await getPosts()} locale={locale} />
      </section>
    </div>
  )
}
