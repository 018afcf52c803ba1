// What the cache handler does to a page Next hands it to keep, where it depends on the shape of
// Next's cache entry, which the cache-handler interface leaves undocumented (`data` is "the data
// to be cached"): an App Router page is `{ kind: 'APP_PAGE', html: string, rscData, … }`.
// Anything else passes through untouched, so a changed shape only turns these off.
import { boundaryItemOn } from './switches.mjs'
import { startScriptsAfterPaint } from './scripts-after-paint.mjs'

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
 * second), chunked rather than with a Content-Length.
 * @template T
 * @param {T} value
 * @returns {T}
 */
export function prepareCachedPage(value) {
  if (!isCachedPageHtml(value)) return value
  const afterPaint = boundaryItemOn('AFTER_PAINT')
  const bytes = boundaryItemOn('HTML_BYTES')
  if (!afterPaint && !bytes) return value
  const html = afterPaint ? startScriptsAfterPaint(value.html) : value.html
  return { ...value, html: bytes ? Buffer.from(html) : html }
}
