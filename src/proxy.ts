import createMiddleware from 'next-intl/middleware'
import { NextRequest, NextResponse } from 'next/server'
import { contentSecurityPolicy, newNonce } from '@/lib/security/headers'
import { routing } from '@/i18n/routing'
import { outsideLocalesPattern, renderedPerRequestPattern } from '@/lib/routing/locale-routes'

const handleI18nRouting = createMiddleware(routing)

/**
 * The run-time work of the few paths that need it (see `config.matcher`): the nonce
 * Content-Security-Policy of responses rendered per request (Next reads the nonce from the
 * request's header and puts it on its scripts), and the 404 of a path Next cannot decode. Cached
 * pages never come here: their locale routing, shared-cache header and security headers are
 * Next's own rules (next.config.ts, lib/routing/locale-routes.ts), and HSTS is set for every
 * response at the server's request intake (lib/http/intake.ts).
 */
export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const outsideLocales = outsideLocalesPattern.test(pathname)
  if (!outsideLocales && !decodesOnce(pathname)) {
    // No page of the site has a `%` in its path: `/100%25` or `/%E0%A4%A` is a broken link, and
    // the locale routing would rewrite it to a path Next.js cannot decode (a 500). The locale's
    // 404 page.
    const locale = /^\/en(\/|$)/.test(pathname) ? 'en' : 'es'
    return NextResponse.rewrite(new URL(`/${locale}/no-encontrada`, request.url))
  }
  if (!renderedPerRequestPattern.test(pathname)) {
    return outsideLocales ? NextResponse.next() : handleI18nRouting(request)
  }
  const policy = contentSecurityPolicy(newNonce())
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', policy)
  const response = outsideLocales
    ? NextResponse.next({ request: { headers } })
    : handleI18nRouting(new NextRequest(request, { headers }))
  response.headers.set('content-security-policy', policy)
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
  // Literal values: Next.js reads them at build time. The paths of `renderedPerRequestPattern`,
  // and any path with a `%` in it.
  matcher: [
    '/admin/:path*',
    '/formulario',
    '/equipo/:path*',
    '/blog',
    '/en/blog',
    '/landing/youtube',
    '/en/landing/youtube',
    '/:path(.*%.*)',
  ],
}
