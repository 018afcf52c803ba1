import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'
import { contentSecurityPolicy, newNonce, strictTransportSecurity } from '@/lib/security/headers'
import { englishAliases, routing } from '@/i18n/routing'

const handleI18nRouting = createMiddleware(routing)

/** The spec's endpoints, Payload (admin, REST), the retry page and files: no locale routing. */
const notLocaleRouted =
  /^\/(api|cms|admin|_next|_vercel|csrf-token|formulario|google-reviews|search\/blog|redireccion|en\/api|.*\..*)/

/**
 * What shared caches (a CDN, a reverse proxy) may do with a cached page: keep it as long as the
 * pages' own ISR lifetime (`revalidate` of app/(site)/[locale]/layout.tsx) and serve it stale a
 * day while fetching a fresh one. Next's own header lacks `public`, and keeps one set here.
 */
const pageCacheControl = 'public, s-maxage=300, stale-while-revalidate=86400'

/** Responses rendered for each request (not cached, staff pages too): their scripts get a nonce. */
const perRequest = /^\/(admin|formulario|equipo)(\/|$)|^\/(en\/)?(blog|landing\/youtube)\/?$/

/**
 * Locale routing and the headers only known at run time: HSTS when SITE_URL is https, and the
 * nonce Content-Security-Policy of responses rendered per request (Next reads the nonce from the
 * request's header and puts it on its scripts). It sets no cookie and hands pages nothing from
 * the visitor: public pages are cached and the same for everyone (next.config.ts sets the
 * headers common to every response).
 */
export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (!notLocaleRouted.test(pathname) && !decodesOnce(pathname)) {
    // No page of the site has a `%` in its path: `/100%25` or `/%E0%A4%A` is a broken link, and
    // next-intl would rewrite it to a path Next.js cannot decode (a 500). The locale's 404 page.
    const locale = /^\/en(\/|$)/.test(pathname) ? 'en' : 'es'
    return NextResponse.rewrite(new URL(`/${locale}/404`, request.url))
  }
  const nonce = perRequest.test(pathname) ? newNonce() : undefined
  const headers = new Headers(request.headers)
  if (nonce) headers.set('content-security-policy', contentSecurityPolicy(nonce))
  const forwarded = nonce ? new NextRequest(request, { headers }) : request

  // `/en/testimonios` is the reviews route's own folder in English: serve it without the
  // redirect next-intl would make to `/en/reviews`.
  const response =
    notLocaleRouted.test(pathname) || englishAliases[pathname]
      ? NextResponse.next({ request: { headers } })
      : handleI18nRouting(forwarded)

  if (nonce) response.headers.set('content-security-policy', contentSecurityPolicy(nonce))
  else if (isCachedPage(request, response)) response.headers.set('cache-control', pageCacheControl)
  const hsts = strictTransportSecurity()
  if (hsts) response.headers.set('strict-transport-security', hsts)
  return response
}

function decodesOnce(pathname: string): boolean {
  try {
    return !decodeURIComponent(pathname).includes('%')
  } catch {
    return false
  }
}

/** A GET of a public page answered by its cached render (not a redirect, not an endpoint). */
function isCachedPage(request: NextRequest, response: NextResponse) {
  const { pathname } = request.nextUrl
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !response.headers.has('location') &&
    (!notLocaleRouted.test(pathname) || Boolean(englishAliases[pathname]))
  )
}

export const config = {
  // Everything but the build's own files (next.config.ts gives those their headers).
  matcher: ['/((?!_next/static|_next/image).*)'],
}
