/** The methods the site answers; anything else (TRACE, TRACK, PROPFIND, made-up verbs) gets 405. */
export const allowedMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
const allowed = new Set(allowedMethods)

/**
 * Answers 405 to other methods before Next.js sees the request (./intake.mjs): Next builds a
 * fetch `Request` for the proxy and route handlers, and the Fetch standard refuses TRACE and
 * TRACK there, which turned such a request into a 500 on every route. True when it answered.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function refuseOtherMethods(request, response) {
  if (allowed.has(request.method ?? '')) return false
  const body = 'Method Not Allowed\n'
  response.writeHead(405, {
    allow: allowedMethods.join(', '),
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  })
  response.end(body)
  return true
}
