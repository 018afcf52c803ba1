import { PostImage } from './PostImage'
import { getTranslations } from 'next-intl/server'
import { attorneyHref } from '@/features/attorneys'
import { LeadForm } from '@/features/leads/ui'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { siteUrl } from '@/lib/seo/site-url'
import { Breadcrumb } from '@/ui/Breadcrumb'
import { JsonLd } from '@/ui/JsonLd'
import { formatLongDate } from '../dates'
import { excerpt } from '@/lib/text'
import type { Post } from '../posts'
import { sanitizeArticleHtml } from '../sanitize'
import { articlePath } from '../urls'
import { ArticleGallery } from './ArticleGallery'
import { ArticleIndex } from './ArticleIndex'
import { ShareLinks } from './ShareLinks'

/**
 * A blog article, rendered on the server from the record: the form sits beside it from 1024 px
 * and under it below, where a SEND MESSAGE link jumps to it.
 */
export async function Article({ post, locale }: { post: Post; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'article' })
  const crumbs = await getTranslations({ locale, namespace: 'breadcrumb' })
  const nav = await getTranslations({ locale, namespace: 'nav' })
  const path = articlePath(locale, post.slug[locale])
  const url = new URL(path, siteUrl()).toString()
  const title = post.title[locale]
  const author = post.author
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: title,
    description: excerpt(post.body[locale], 160),
    datePublished: post.createdDate,
    inLanguage: locale,
    mainEntityOfPage: url,
    ...(post.mainImage ? { image: new URL(post.mainImage.url, siteUrl()).toString() } : {}),
    ...(author ? { author: { '@type': 'Person', name: author.name } } : {}),
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb
        items={[
          { label: crumbs('home'), href: getPathname({ locale, href: '/' }) },
          { label: nav('blog'), href: getPathname({ locale, href: '/blog' }) },
          { label: title },
        ]}
      />
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <article className="min-w-0" data-testid="article">
          <h1 className="text-3xl font-bold text-brand-900 md:text-4xl">{title}</h1>
          <p className="mt-3 text-slate-700">
            {t('publishedOn')}{' '}
            <time dateTime={post.createdDate}>{formatLongDate(locale, post.createdDate)}</time>
            {author && (
              <>
                {' · '}
                {t('by')}{' '}
                {author.attorneySlug ? (
                  <a
                    href={getPathname({ locale, href: attorneyHref(author.attorneySlug) })}
                    className="font-semibold text-brand-700 underline"
                    rel="author"
                  >
                    {author.name}
                  </a>
                ) : (
                  <span className="font-semibold">{author.name}</span>
                )}
              </>
            )}
          </p>
          <div className="mt-4">
            <ShareLinks locale={locale} url={url} title={title} />
          </div>
          <a
            href="#formularioGeneral"
            className="mt-6 inline-block rounded bg-accent-600 px-6 py-3 font-bold text-white hover:bg-accent-500 lg:hidden"
            data-testid="send-message"
          >
            {t('sendMessage')}
          </a>
          <PostImage
            post={post}
            locale={locale}
            sizes="(min-width: 1280px) 860px, (min-width: 1024px) 65vw, 100vw"
            priority
            className="mt-6 aspect-video w-full rounded-lg object-cover"
          />
          <div className="mt-8">
            <ArticleIndex locale={locale} anchors={post.anchors} />
          </div>
          <div
            className="article-body mt-8"
            dangerouslySetInnerHTML={{ __html: sanitizeArticleHtml(post.body[locale]) }}
          />
          <ArticleGallery locale={locale} gallery={post.gallery} />
        </article>
        <aside aria-labelledby="article-form-title" data-testid="article-form">
          <div className="rounded-lg border border-slate-200 bg-slate-50 p-6 sticky-when-tall">
            <h2 id="article-form-title" className="text-xl font-bold text-brand-900">
              {t('formTitle')}
            </h2>
            <p className="mb-4 mt-2 text-slate-700">{t('formText')}</p>
            <LeadForm locale={locale} placement="blog" id="formularioGeneral" />
          </div>
        </aside>
      </div>
      <JsonLd data={jsonLd} />
    </div>
  )
}
