import { getTranslations } from 'next-intl/server'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { normalizeQuery } from '../search-normalize'
import { searchBlog } from '../search'
import { getPosts } from '../queries'
import { CategoryNav } from './CategoryNav'
import { PostGrid } from './PostGrid'

/**
 * The blog list: every article, or with `?query=` (the search boxes' no-JS submit) the articles
 * that match.
 */
export async function BlogList({ locale, query }: { locale: Locale; query: string }) {
  const t = await getTranslations({ locale, namespace: 'blogPage' })
  const posts = await getPosts()
  const searching = normalizeQuery(query) !== ''
  const shown = searching
    ? (await searchBlog(locale, query)).flatMap((r) => posts.filter((p) => p.id === r.id))
    : posts
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <CategoryNav locale={locale} />
      {searching ? (
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
      ) : (
        <section aria-labelledby="blog-latest">
          <h2 id="blog-latest" className="mb-6 text-2xl font-bold text-brand-900">
            {t('latest')}
          </h2>
          <PostGrid posts={shown} locale={locale} />
        </section>
      )}
    </div>
  )
}
