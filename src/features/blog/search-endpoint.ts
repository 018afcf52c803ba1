import type { NextRequest } from 'next/server'
import type { Locale } from '@/i18n/routing'
import { jsonResponse } from '@/lib/http/json-route'
import { searchBlog } from './search'

/**
 * GET handler of the two search endpoints (`/api/buscar`, `/search/blog`): `?query=` is the text,
 * `?lang=en` searches the English articles (Spanish by default). Server-Timing tells the latency.
 */
export async function searchEndpoint(request: NextRequest) {
  const params = request.nextUrl.searchParams
  const locale: Locale = params.get('lang') === 'en' ? 'en' : 'es'
  const started = performance.now()
  const response = await jsonResponse('the search results', () =>
    searchBlog(locale, params.get('query')),
  )
  response.headers.set('Server-Timing', `search;dur=${(performance.now() - started).toFixed(1)}`)
  return response
}
