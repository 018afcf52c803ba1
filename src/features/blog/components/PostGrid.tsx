import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import type { PostSummary } from '../posts'
import { PostCard } from './PostCard'

/** A grid of article cards, or the "no articles" note. */
export async function PostGrid({ posts, locale }: { posts: PostSummary[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'blogPage' })
  if (posts.length === 0) return <p className="text-slate-700">{t('empty')}</p>
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="post-grid">
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard post={post} locale={locale} priority={index === 0} />
        </li>
      ))}
    </ul>
  )
}
