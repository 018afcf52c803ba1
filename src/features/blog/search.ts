import type { Locale } from '@/i18n/routing'
import { getPosts } from './queries'
import { articlePath } from './urls'
import { normalizeQuery } from './search-normalize'

/** The spec's 'Blog search result' (both languages) plus `url` and `title` in the asked one. */
export type SearchResult = {
  id: number
  url_es: string
  url_en: string
  titulo_es: string
  titulo_en: string
  url: string
  title: string
}

/** How many results an endpoint answers; the boxes show the first 5. */
export const maxResults = 20

/**
 * Articles whose title or body (in `locale`) contains the query, ignoring case and accents; title
 * matches first. Runs in memory over the cached list of published articles: portable across
 * SQLite and PostgreSQL, no query text ever reaches SQL, and fast for a firm's blog.
 */
export async function searchBlog(locale: Locale, query: string | null): Promise<SearchResult[]> {
  const needle = normalizeQuery(query)
  if (!needle) return []
  const posts = await getPosts()
  const matches = posts.filter((post) => post.searchText[locale].includes(needle))
  const inTitle = (title: string) => normalizeQuery(title).includes(needle)
  matches.sort((a, b) => Number(inTitle(b.title[locale])) - Number(inTitle(a.title[locale])))
  return matches.slice(0, maxResults).map((post) => ({
    id: post.id,
    url_es: post.slug.es,
    url_en: post.slug.en,
    titulo_es: post.title.es,
    titulo_en: post.title.en,
    url: articlePath(locale, post.slug[locale]),
    title: post.title[locale],
  }))
}
