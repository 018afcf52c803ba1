import type { Metadata } from 'next'
import en from '../../../../messages/en.json'
import es from '../../../../messages/es.json'
import { getLocale } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { NotFoundContent } from '@/lib/routing/not-found-page'

// One title for both languages: metadata of a 404 has no `params`, and reading the locale from
// the request's headers would make every cached page that can answer 404 render per request.
export const metadata: Metadata = {
  title: `${es.notFound.title} · ${en.notFound.title}`,
  robots: { index: false },
}

/**
 * The 404 page in the browser, once React runs. The server paints it from the routes
 * themselves (lib/routing/not-found-page.tsx): this boundary cannot run in server rendering.
 */
export default async function NotFound() {
  return <NotFoundContent locale={(await getLocale()) as Locale} />
}
