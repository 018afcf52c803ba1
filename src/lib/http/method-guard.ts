import http from 'node:http'

/** The methods the site answers; anything else (TRACE, TRACK, PROPFIND, made-up verbs) gets 405. */
export const allowedMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
const allowed = new Set(allowedMethods)
let installed = false

/**
 * Answers 405 to other methods before Next.js sees the request: Next builds a fetch `Request` for
 * the proxy and route handlers, and the Fetch standard refuses TRACE and TRACK there, which turned
 * such a request into a 500 on every route. Installed on the HTTP server's event dispatch, the only
 * point every route (pages, /api, /cms, /admin, /_next) passes through.
 */
export function installMethodGuard() {
  if (installed) return
  installed = true
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function guardedEmit(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse]
      if (!allowed.has(request.method ?? '')) {
        const body = 'Method Not Allowed\n'
        response.writeHead(405, {
          allow: allowedMethods.join(', '),
          'content-type': 'text/plain; charset=utf-8',
          'content-length': Buffer.byteLength(body),
        })
        response.end(body)
        return true
      }
    }
    return Reflect.apply(emit, this, [event, ...args])
  } as typeof emit
}
