import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import type { Post } from '../posts'

/** The index of sections: jump links to the heading ids in the body. */
export async function ArticleIndex({
  locale,
  anchors,
}: {
  locale: Locale
  anchors: Post['anchors']
}) {
  if (anchors.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'article' })
  return (
    <nav aria-labelledby="article-index" className="rounded-lg bg-brand-50 p-5">
      <h2 id="article-index" className="mb-2 text-lg font-bold text-brand-900">
        {t('index')}
      </h2>
      <ol className="list-decimal space-y-1 pl-5">
        {anchors.map((entry) => (
          <li key={entry.anchor}>
            <a
              href={`#${encodeURIComponent(entry.anchor)}`}
              className="tap-target text-brand-700 underline"
            >
              {locale === 'es' ? entry.titleEs : entry.titleEn}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
