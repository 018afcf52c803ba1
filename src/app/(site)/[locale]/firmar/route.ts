import type { NextRequest } from 'next/server'
import { getSignPage, postSignPage } from '@/features/engagements/ui'

// One client's letter at a signed link: per request, never cached, out of the sitemap.
export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ locale: string }> }
const localeOf = async ({ params }: Context) => ((await params).locale === 'en' ? 'en' : 'es')

/** `/firmar?enlace=…` (`/en/sign?enlace=…`): the engagement letter to sign, without JavaScript. */
export async function GET(request: NextRequest, context: Context) {
  return getSignPage(request, await localeOf(context))
}

export async function POST(request: NextRequest, context: Context) {
  return postSignPage(request, await localeOf(context))
}
