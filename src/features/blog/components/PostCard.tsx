import { PostImage } from './PostImage'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { formatLongDate } from '../dates'
import { excerpt } from '@/lib/text'
import type { PostSummary } from '../posts'
import { articlePath } from '../urls'

type Props = {
  post: PostSummary
  locale: Locale
  headingLevel?: 'h2' | 'h3'
  excerptLength?: number
  /** The first card of a page is its largest image above the fold (LCP): load it first. */
  priority?: boolean
}

/** An article teaser: image, date, title (the link) and the start of the text. */
export async function PostCard({
  post,
  locale,
  headingLevel = 'h2',
  excerptLength = 160,
  priority = false,
}: Props) {
  const t = await getTranslations({ locale, namespace: 'blogPage' })
  const href = articlePath(locale, post.slug[locale])
  const Heading = headingLevel
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <PostImage
        post={post}
        locale={locale}
        sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
        priority={priority}
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <time dateTime={post.createdDate} className="text-sm text-slate-600">
          {formatLongDate(locale, post.createdDate)}
        </time>
        <Heading className="text-lg font-bold text-brand-900">
          <a href={href} className="hover:underline">
            {post.title[locale]}
          </a>
        </Heading>
        <p className="flex-1 text-slate-700">{excerpt(post.body[locale], excerptLength)}</p>
        {/* The title is in the link's text, not only in aria-label: crawlers read the text. */}
        <a href={href} className="font-semibold text-brand-700 hover:underline">
          {t.rich('readMoreAbout', {
            title: post.title[locale],
            hidden: (chunks) => <span className="sr-only">{chunks}</span>,
          })}
        </a>
      </div>
    </article>
  )
}
