import { NextRequest, NextResponse } from 'next/server'
import { formTargetsOf } from '@/lib/security/form-targets'
import { contentSecurityPolicy, newNonce } from '@/lib/security/headers'
import { isRenderedPerRequest, outsideLocalesPattern } from '@/lib/routing/proxy-paths'

/**
 * The run-time work of the few paths that need it (see `config.matcher`): the nonce
 * Content-Security-Policy of responses rendered per request (Next reads the nonce from the
 * request's header and puts it on its scripts), and the 404 of a path Next cannot decode. The
 * locale routing is Next's own rules for every path, these included (next.config.ts,
 * lib/routing/locale-routes.ts, all from the route table of i18n/routing.ts), and HSTS is set
 * for every response at the server's request intake (lib/http/intake.ts).
 */
export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (!outsideLocalesPattern.test(pathname) && !decodesOnce(pathname)) {
    // No page of the site has a `%` in its path: `/100%25` or `/%E0%A4%A` is a broken link, and
    // the locale routing would rewrite it to a path Next.js cannot decode (a 500). The locale's
    // 404 page.
    const locale = /^\/en(\/|$)/.test(pathname) ? 'en' : 'es'
    return NextResponse.rewrite(new URL(`/${locale}/no-encontrada`, request.url))
  }
  if (!isRenderedPerRequest(request.nextUrl)) return NextResponse.next()
  const policy = contentSecurityPolicy(newNonce(), { formTargets: formTargetsOf(pathname) })
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', policy)
  const response = NextResponse.next({ request: { headers } })
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
  // Literal values: Next.js reads them from this file at build time. They are `proxyMatcher()`
  // of lib/routing/proxy-paths.ts, the route table's per-request paths (a unit test holds them
  // equal).
  matcher: [
    '/admin/:path*',
    '/formulario/:path*',
    '/equipo/:path*',
    '/landing/youtube',
    '/en/landing/youtube',
    '/cancelar-sms/listo',
    '/en/sms-unsubscribe/done',
    '/llamada',
    '/en/call',
    '/cuestionario',
    '/en/questionnaire',
    '/firmar',
    '/en/sign',
    '/pago',
    '/en/payment',
    '/busqueda-blog',
    '/en/busqueda-blog',
    { source: '/blog', has: [{ type: 'query', key: 'query' }] },
    { source: '/en/blog', has: [{ type: 'query', key: 'query' }] },
    '/:path(.*%.*)',
  ],
}
