import type { Locale } from '@/i18n/routing'
import { getBilingualCategories, getFeaturedPosts } from './queries'
import { sanitizeArticleHtml } from './sanitize'

/** The spec's 'Blog category' list in one language: url_{lang}, nombre_{lang}. */
export async function categoryList(locale: Locale) {
  const categories = await getBilingualCategories()
  return categories.map(({ id, ...names }) => ({
    id,
    [`url_${locale}`]: names[locale].slug,
    [`nombre_${locale}`]: names[locale].name,
  }))
}

/** The spec's 'Blog summary' of each featured article, in both languages. */
export async function homeBlogSummaries() {
  const posts = await getFeaturedPosts()
  return posts.map((post) => ({
    id: post.id,
    url_en: post.slug.en,
    url_es: post.slug.es,
    main_media: post.mainImage?.url ?? null,
    main_media_text_en: post.mainImageAlt.en,
    main_media_text_es: post.mainImageAlt.es,
    titulo_en: post.title.en,
    titulo_es: post.title.es,
    body_en: sanitizeArticleHtml(post.body.en),
    body_es: sanitizeArticleHtml(post.body.es),
    created_at: post.createdDate,
  }))
}
