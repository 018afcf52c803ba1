import { resolveLocale, type LocaleParams } from '@/lib/routing/locale-params'
import { NotFoundPage, notFoundMetadata } from '@/lib/routing/not-found-page'
import { redirectOrNothing } from '@/features/pages/page-route'
import { publicPath } from '@/i18n/routing'
import { safeDecode } from '@/lib/routing/safe-decode'

type RestParams = { params: Promise<{ locale: string; rest: string[] }> }

/** Cached like every public page (an unknown path is the same 404 for everyone). */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: LocaleParams) {
  return notFoundMetadata(await resolveLocale(params))
}

/**
 * Any path no route claims: an editor's redirect of a retired campaign URL, else the localized
 * 404 page, answered with HTTP 404.
 */
export default async function CatchAll({ params }: RestParams) {
  const locale = await resolveLocale(params)
  // A path Next cannot decode (`/100%25`, a cut UTF-8 sequence) arrives without its segments.
  const { rest = [] } = await params
  if (rest.length > 0) {
    await redirectOrNothing(locale, publicPath(locale, `/${rest.map(safeDecode).join('/')}`))
  }
  return <NotFoundPage locale={locale} />
}
