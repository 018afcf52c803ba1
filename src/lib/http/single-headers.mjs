/**
 * Headers a response may carry once only (RFC 9110: a single value, or one field a client reads
 * as one). Next.js sends `location` twice on the first render of a page that redirects (its
 * headers object and its own redirect step each add one); a strict client or cache refuses such
 * an answer. The last value written wins, as a later setHeader would have.
 */
const singleHeaders = ['location', 'cache-control', 'permissions-policy', 'content-type']

/** @param {import('node:http').ServerResponse} response */
export function keepHeadersSingle(response) {
  for (const name of singleHeaders) {
    const value = response.getHeader(name)
    if (!Array.isArray(value)) continue
    const last = value.at(-1)
    if (last === undefined) response.removeHeader(name)
    else response.setHeader(name, last)
  }
}
