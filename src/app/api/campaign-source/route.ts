import { NextResponse, type NextRequest } from 'next/server'
import {
  cleanSource,
  sourceCookie,
  sourceCookieOptions,
  sourceFromUrl,
} from '@/features/leads/intake/campaign-source'

/**
 * `{ source }`: the visitor's first-touch campaign, or '' when none is known. Pages are cached and
 * set no cookie, so the first page's call (its URL is the Referer) is where the first touch is
 * kept for 90 days.
 */
export function GET(request: NextRequest) {
  const known = cleanSource(request.cookies.get(sourceCookie)?.value)
  let found = ''
  if (!known) {
    const referer = request.headers.get('referer')
    try {
      found = referer ? (sourceFromUrl(new URL(referer)) ?? '') : ''
    } catch {
      found = ''
    }
  }
  const response = NextResponse.json(
    { source: known || found },
    { headers: { 'cache-control': 'no-store' } },
  )
  if (found) response.cookies.set(sourceCookie, encodeURIComponent(found), sourceCookieOptions)
  return response
}
