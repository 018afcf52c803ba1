// What the cache handler does to a page Next hands it to keep, where it depends on the shape of
// Next's cache entry, which the cache-handler interface leaves undocumented (`data` is "the data
// to be cached"): an App Router page is `{ kind: 'APP_PAGE', html: string, rscData, … }`.
// Anything else passes through untouched, so a changed shape only turns these off.
import { inlineScriptHashes } from '../security/script-hashes.mjs'
import { boundaryItemOn } from './switches.mjs'
import { startScriptsAfterPaint } from './scripts-after-paint.mjs'

/**
 * The response header that carries a cached page's script hashes from its cache entry to the
 * custom server, which turns it into the page's Content-Security-Policy and never sends it
 * (src/lib/http/script-policy.mjs). It relies on Next sending a cached page's entry `headers`
 * with every answer from its page cache (SCRIPT_HASHES); off, or when Next stops doing so, the
 * server hashes each page answer itself instead (the same policy, more CPU per answer).
 */
export const scriptHashesHeader = 'x-site-script-hashes'

/**
 * Whether `value` is a cached App Router page whose HTML is a string, as Next 16 hands it over.
 * @param {unknown} value
 * @returns {value is { kind: 'APP_PAGE', html: string }}
 */
export function isCachedPageHtml(value) {
  return (
    typeof value === 'object' &&
    value !== null &&
    /** @type {{ kind?: unknown }} */ (value).kind === 'APP_PAGE' &&
    typeof (/** @type {{ html?: unknown }} */ (value).html) === 'string'
  )
}

/**
 * The entry to keep for a page Next has just rendered: a copy (Next still answers the current
 * request from the original) whose HTML starts its scripts after the first paint (AFTER_PAINT)
 * and is held as bytes (HTML_BYTES). Next otherwise keeps a cached page's HTML as a string and
 * measures and UTF-8 encodes all of it again (~140 KB) on every hit: a third of the server's CPU
 * per page in a profile; as bytes, Next sends it as it is (bench:pages: about 1.2× the pages per
 * second), chunked rather than with a Content-Length. Its inline scripts are hashed here, once
 * per stored page, for its Content-Security-Policy (SCRIPT_HASHES).
 * @template T
 * @param {T} value
 * @returns {T}
 */
export function prepareCachedPage(value) {
  if (!isCachedPageHtml(value)) return value
  const afterPaint = boundaryItemOn('AFTER_PAINT')
  const bytes = boundaryItemOn('HTML_BYTES')
  const hashes = boundaryItemOn('SCRIPT_HASHES')
  if (!afterPaint && !bytes && !hashes) return value
  const html = afterPaint ? startScriptsAfterPaint(value.html) : value.html
  const headers = /** @type {{ headers?: Record<string, unknown> }} */ (value).headers
  return {
    ...value,
    html: bytes ? Buffer.from(html) : html,
    ...(hashes
      ? { headers: { ...headers, [scriptHashesHeader]: inlineScriptHashes(html).join(' ') } }
      : {}),
  }
}
