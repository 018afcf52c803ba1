import { NextResponse, type NextRequest } from 'next/server'
import { cleanSource, sourceCookie, sourceFromUrl } from '@/features/leads/campaign-source'

/** `{ source }`: the visitor's first-touch campaign, or '' when none is known. */
export function GET(request: NextRequest) {
  let source = cleanSource(request.cookies.get(sourceCookie)?.value)
  if (!source) {
    const referer = request.headers.get('referer')
    if (referer) {
      try {
        source = sourceFromUrl(new URL(referer)) ?? ''
      } catch {
        source = ''
      }
    }
  }
  return NextResponse.json({ source }, { headers: { 'cache-control': 'no-store' } })
}
