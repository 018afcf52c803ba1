import { NextResponse } from 'next/server'
import { jsonResponse } from '@/lib/http/json-route'
import { googleReviewList } from '@/features/reviews/endpoints'

type Context = { params: Promise<{ lang: string }> }

/** GET /google-reviews/es (and /en): every review with both languages' texts. */
export async function GET(_request: Request, { params }: Context) {
  const { lang } = await params
  if (lang !== 'es' && lang !== 'en') {
    return NextResponse.json({ error: 'Unknown language' }, { status: 404 })
  }
  return jsonResponse('the Google reviews', googleReviewList)
}
