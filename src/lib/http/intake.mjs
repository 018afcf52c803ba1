import { commonSecurityHeaders } from '../security/static-headers.mjs'
import { framedPreview } from './draft-mode.mjs'
import { refuseOtherMethods } from './method-guard.mjs'
import { answerFromMicrocache } from './microcache.mjs'
import { logRequest } from './request-log.mjs'
import { stampPeerAddress } from './peer-address.mjs'
import { setPrivateHeaders } from './private-headers.mjs'

/**
 * The custom server's request listener (server.mjs), the one point every route (pages, /api,
 * /cms, /admin, /_next) passes through before Next.js: odd methods get their 405, and every other
 * request is stamped with its TCP peer's address, unless the one-second microcache answers it
 * (./microcache.mjs). Every response gets the security headers that are the same for all (and
 * HSTS when the site is served over https) here, before Next.js answers: cached pages and the
 * build's files never run the proxy, and next.config's `headers` would compile each value with a
 * `:` in it (the policy's `https:`, `data:`) on every request, about 6 % of the CPU of serving a
 * cached page. The proxy overrides the policy with its nonce.
 * @param {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => unknown} handle Next's request handler
 * @param {{ siteUrl?: string, logger?: import('pino').Logger }} options with `logger`, every
 *   request is timed, counted and logged (./request-log.mjs)
 * @returns {import('node:http').RequestListener}
 */
export function requestIntake(handle, { siteUrl, logger }) {
  const headers = commonSecurityHeaders({ siteUrl })
  const previewHeaders = commonSecurityHeaders({ siteUrl, framed: true })
  const buildFileHeaders = commonSecurityHeaders({ siteUrl, buildFile: true })
  return (request, response) => {
    if (logger) logRequest(request, response, logger)
    const common = request.url?.startsWith('/_next/static/')
      ? buildFileHeaders
      : framedPreview(request)
        ? previewHeaders
        : headers
    for (const [name, value] of common) {
      response.setHeader(name, value)
    }
    setPrivateHeaders(request, response)
    if (refuseOtherMethods(request, response)) return
    if (answerFromMicrocache(request, response)) return
    stampPeerAddress(request)
    return handle(request, response)
  }
}
