import { notFound } from 'next/navigation'
import { resolveLocale, type LocaleParams } from '@/lib/routing/locale-params'

/** Cached like every public page (an unknown path is the same 404 for everyone). */
export function generateStaticParams() {
  return []
}

/**
 * Any path no route claims: the localized 404 page, answered with HTTP 404. The locale is set
 * first so the 404 page reads it without the request's headers (which a cached page cannot).
 */
export default async function CatchAll({ params }: LocaleParams) {
  await resolveLocale(params)
  notFound()
}
