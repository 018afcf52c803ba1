import type { Locale } from '@/i18n/routing'
import { searchColumns, toPost, toSearchEntry, type Post, type SearchEntry } from './posts'
import { cachedFind } from '@/lib/cache/cached-find'
import { cacheTags } from '@/lib/cache/tags'

export type CategoryLink = { id: number | string; name: string; slug: string }

export const getCategories = (locale: Locale): Promise<CategoryLink[]> =>
  cachedFind(
    { collection: 'blog-categories', locale, sort: 'order', limit: 100, depth: 0 },
    cacheTags.blog,
    (docs) => docs.map(({ id, name, slug }) => ({ id, name, slug })),
  )

/** Every published article in both languages, newest first, as the visitor may read it. */
const publishedPosts = {
  collection: 'blog-posts',
  locale: 'all',
  where: { _status: { equals: 'published' } },
  sort: '-createdDate',
  limit: 1000,
  pagination: false,
  overrideAccess: false,
} as const

/**
 * Every published article in both languages, newest first. One cached read serves the blog list,
 * categories, articles, search and the endpoints; staff changes revalidate the `blog` tag.
 */
export const getPosts = (): Promise<Post[]> =>
  cachedFind({ ...publishedPosts, depth: 1 }, cacheTags.blog, (docs) => docs.map(toPost))

/**
 * The blog search's reading: every published article with only what the search matches and its
 * results show (no gallery, index, author or categories), newest first.
 */
export const getSearchEntries = (): Promise<SearchEntry[]> =>
  cachedFind({ ...publishedPosts, select: searchColumns, depth: 1 }, cacheTags.blog, (docs) =>
    docs.map(toSearchEntry),
  )

export async function findPostBySlug(locale: Locale, slug: string): Promise<Post | null> {
  return (await getPosts()).find((post) => post.slug[locale] === slug) ?? null
}

export async function getPostsOfCategory(categoryId: number | string): Promise<Post[]> {
  return (await getPosts()).filter((post) => post.categoryIds.some((id) => id === categoryId))
}

export async function getFeaturedPosts(): Promise<Post[]> {
  return (await getPosts()).filter((post) => post.featured)
}

/** Both languages of every category, for the endpoints and the language switch. */
export async function getBilingualCategories() {
  const [es, en] = await Promise.all([getCategories('es'), getCategories('en')])
  return es.map((category) => ({
    id: category.id,
    es: category,
    en: en.find((other) => other.id === category.id) ?? category,
  }))
}
