import http from 'node:http'
import { stampPeerAddress } from '@/lib/client-ip'
import { staticSecurityHeaders, strictTransportSecurity } from '@/lib/security/headers'
import { refuseOtherMethods } from './method-guard'
import { answerFromMicrocache } from './microcache'

/**
 * The one hook on the HTTP server's event dispatch, the only point every route (pages, /api,
 * /cms, /admin, /_next) passes through before Next.js: odd methods get their 405 there, and every
 * other request is stamped with its TCP peer's address, unless the one-second microcache answers
 * it (./microcache.ts). Every response gets the security headers that are the same for all (and
 * HSTS when the site is served over https) here, before Next.js answers: cached pages and the
 * build's files never run the proxy, and next.config's `headers` would compile each value with a
 * `:` in it (the policy's `https:`, `data:`) on every request, about 6 % of the CPU of serving a
 * cached page. The proxy overrides the policy with its nonce.
 * Installed once at start (instrumentation); a second call does nothing.
 */
export function installRequestIntake() {
  const marker = Symbol.for('site.requestIntake')
  const prototype = http.Server.prototype as http.Server & { [marker]?: boolean }
  if (prototype[marker]) return
  prototype[marker] = true
  const emit = prototype.emit
  const hsts = strictTransportSecurity()
  const headers = hsts
    ? [...staticSecurityHeaders, { key: 'Strict-Transport-Security', value: hsts }]
    : staticSecurityHeaders
  prototype.emit = function intakeEmit(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse]
      for (const { key, value } of headers) response.setHeader(key, value)
      if (refuseOtherMethods(request, response)) return true
      if (answerFromMicrocache(request, response)) return true
      stampPeerAddress(request)
    }
    return Reflect.apply(emit, this, [event, ...args])
  } as typeof emit
}
