import { resolveLocale, type LocaleParams } from '@/lib/routing/locale-params'
import { NotFoundPage, notFoundMetadata } from '@/lib/routing/not-found-page'

/** Cached like every public page (an unknown path is the same 404 for everyone). */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: LocaleParams) {
  return notFoundMetadata(await resolveLocale(params))
}

/** Any path no route claims: the localized 404 page, answered with HTTP 404. */
export default async function CatchAll({ params }: LocaleParams) {
  return <NotFoundPage locale={await resolveLocale(params)} />
}
