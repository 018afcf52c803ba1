import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'
import {
  cleanSource,
  sourceCookie,
  sourceCookieOptions,
  sourceFromUrl,
  sourceHeader,
} from './features/leads/campaign-source'
import {
  csrfCookie,
  csrfCookieOptions,
  csrfNonceHeader,
  nonceFrom,
} from './features/leads/csrf-cookie'
import { englishAliases, routing } from './i18n/routing'

const handleI18nRouting = createMiddleware(routing)

/**
 * Locale routing, plus what page renders need from the visitor's cookies on the very first
 * request: the CSRF nonce their forms' tokens are bound to and the first-touch campaign source.
 */
export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (!decodesOnce(pathname)) {
    // No page of the site has a `%` in its path: `/100%25` or `/%E0%A4%A` is a broken link, and
    // next-intl would rewrite it to a path Next.js cannot decode (a 500). The locale's 404 page.
    const locale = /^\/en(\/|$)/.test(pathname) ? 'en' : 'es'
    return NextResponse.rewrite(new URL(`/${locale}/404`, request.url))
  }
  const existingNonce = request.cookies.get(csrfCookie)?.value
  const nonce = nonceFrom(existingNonce)
  const knownSource = request.cookies.get(sourceCookie)?.value
  const newSource = knownSource ? null : sourceFromUrl(request.nextUrl)
  // The cookie is visitor text: cleaned, then percent-encoded so any value is a valid header.
  const source = newSource ?? cleanSource(knownSource)

  const headers = new Headers(request.headers)
  headers.set(csrfNonceHeader, nonce)
  headers.delete(sourceHeader)
  if (source) headers.set(sourceHeader, encodeURIComponent(source))
  const forwarded = new NextRequest(request, { headers })

  // `/en/testimonios` is the reviews route's own folder in English: serve it without the
  // redirect next-intl would make to `/en/reviews`.
  const response = englishAliases[request.nextUrl.pathname]
    ? NextResponse.next({ request: { headers } })
    : handleI18nRouting(forwarded)

  if (nonce !== existingNonce) response.cookies.set(csrfCookie, nonce, csrfCookieOptions)
  if (newSource) response.cookies.set(sourceCookie, newSource, sourceCookieOptions)
  return response
}

function decodesOnce(pathname: string): boolean {
  try {
    return !decodeURIComponent(pathname).includes('%')
  } catch {
    return false
  }
}

export const config = {
  // The spec's endpoints, Payload (admin, REST) and files stay outside the locale routing.
  matcher: [
    '/((?!api|cms|admin|_next|_vercel|csrf-token|google-reviews|search/blog|redireccion|en/api|.*\\..*).*)',
  ],
}
