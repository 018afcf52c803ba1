import type { Locale } from '@/i18n/routing'
import type { SearchEntry } from './posts'
import { getSearchEntries } from './queries'
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
 * matches first. Runs in memory over the cached search entries of the published articles:
 * portable across SQLite and PostgreSQL, no query text ever reaches SQL, and fast for a firm's
 * blog.
 */
export async function findArticles(locale: Locale, query: string | null): Promise<SearchEntry[]> {
  const needle = normalizeQuery(query)
  if (!needle) return []
  const entries = await getSearchEntries()
  const matches = entries.filter((entry) => entry.searchText[locale].includes(needle))
  const inTitle = (title: string) => normalizeQuery(title).includes(needle)
  matches.sort((a, b) => Number(inTitle(b.title[locale])) - Number(inTitle(a.title[locale])))
  return matches.slice(0, maxResults)
}

/** The search endpoints' answer: `findArticles` as the spec's result rows. */
export async function searchBlog(locale: Locale, query: string | null): Promise<SearchResult[]> {
  return (await findArticles(locale, query)).map((entry) => ({
    id: entry.id,
    url_es: entry.slug.es,
    url_en: entry.slug.en,
    titulo_es: entry.title.es,
    titulo_en: entry.title.en,
    url: articlePath(locale, entry.slug[locale]),
    title: entry.title[locale],
  }))
}
