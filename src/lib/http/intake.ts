import http from 'node:http'
import { stampPeerAddress } from '@/lib/client-ip'
import { strictTransportSecurity } from '@/lib/security/headers'
import { refuseOtherMethods } from './method-guard'

/**
 * The one hook on the HTTP server's event dispatch, the only point every route (pages, /api,
 * /cms, /admin, /_next) passes through before Next.js: odd methods get their 405 there, and every
 * other request is stamped with its TCP peer's address. When the site is served over https, every
 * response carries HSTS from here (cached pages and the build's files never run the proxy).
 * Installed once at start (instrumentation); a second call does nothing.
 */
export function installRequestIntake() {
  const marker = Symbol.for('site.requestIntake')
  const prototype = http.Server.prototype as http.Server & { [marker]?: boolean }
  if (prototype[marker]) return
  prototype[marker] = true
  const emit = prototype.emit
  const hsts = strictTransportSecurity()
  prototype.emit = function intakeEmit(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse]
      if (hsts) response.setHeader('strict-transport-security', hsts)
      if (refuseOtherMethods(request, response)) return true
      stampPeerAddress(request)
    }
    return Reflect.apply(emit, this, [event, ...args])
  } as typeof emit
}
