import { NextResponse, type NextRequest } from 'next/server'
import { csrfCookie, csrfCookieOptions, nonceFrom, tokenFor } from '@/lib/http/csrf'

/** `{ token }` for the next form post, bound to this browser's CSRF cookie. */
export function GET(request: NextRequest) {
  const existing = request.cookies.get(csrfCookie)?.value
  const nonce = nonceFrom(existing)
  const response = NextResponse.json(
    { token: tokenFor(nonce) },
    { headers: { 'cache-control': 'no-store' } },
  )
  if (nonce !== existing) response.cookies.set(csrfCookie, nonce, csrfCookieOptions)
  return response
}
