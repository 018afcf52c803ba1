import { getTranslations } from 'next-intl/server'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { findArticles } from '../search'
import { CategoryNav } from './CategoryNav'
import { PostGrid } from './PostGrid'

/** The articles that match `query` (`/blog?query=`, the search boxes' submit without JavaScript). */
export async function BlogSearchResults({ locale, query }: { locale: Locale; query: string }) {
  const t = await getTranslations({ locale, namespace: 'blogPage' })
  const shown = await findArticles(locale, query)
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <CategoryNav locale={locale} />
      <section aria-labelledby="blog-results">
        <h2 id="blog-results" className="mb-2 text-2xl font-bold text-brand-900">
          {t('resultsFor', { query: query.slice(0, 100) })}
        </h2>
        <p className="mb-6 text-slate-700" role="status">
          {t('resultCount', { count: shown.length })}{' '}
          <a href={getPathname({ locale, href: '/blog' })} className="text-brand-700 underline">
            {t('clearSearch')}
          </a>
        </p>
        {shown.length > 0 && <PostGrid posts={shown} locale={locale} />}
      </section>
    </div>
  )
}
