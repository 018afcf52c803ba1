import type { Metadata } from 'next'
import { Article } from '@/features/blog/components/Article'
import { excerpt } from '@/lib/text'
import { findPostBySlug } from '@/features/blog/queries'
import { articlePath } from '@/features/blog/urls'
import { resolveLocale } from '@/lib/routing/locale-params'
import { safeDecode } from '@/lib/routing/safe-decode'
import { NotFoundPage, notFoundMetadata } from '@/lib/routing/not-found-page'
import { describedPage } from '@/lib/seo/metadata'

/** Rendered on first request and cached (ISR) like every public page; none at build time. */
export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ locale: string; slug: string }> }

async function load(params: Props['params']) {
  const locale = await resolveLocale(params)
  const { slug } = await params
  const post = await findPostBySlug(locale, safeDecode(slug))
  return { locale, post }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, post } = await load(params)
  if (!post) return notFoundMetadata(locale)
  const paths = { es: articlePath('es', post.slug.es), en: articlePath('en', post.slug.en) }
  return describedPage(locale, paths, post.title[locale], excerpt(post.body[locale], 160), {
    type: 'article',
    publishedTime: post.createdDate,
    ...(post.mainImage
      ? { images: [{ url: post.mainImage.url, alt: post.mainImageAlt[locale] }] }
      : {}),
  })
}

/** A blog article, server-rendered from its record (the spec: embedded, not fetched). */
export default async function BlogArticlePage({ params }: Props) {
  const { locale, post } = await load(params)
  if (!post) return <NotFoundPage locale={locale} />
  return <Article post={post} locale={locale} />
}
