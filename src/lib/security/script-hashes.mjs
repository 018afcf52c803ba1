import { createHash } from 'node:crypto'

// The Content-Security-Policy sources that allow exactly the inline scripts of one HTML page:
// `'sha256-…'` of each script's text as the browser reads it (the raw text between the tags, as
// UTF-8). A cached page is one body for every visitor, so it cannot carry a nonce; its hashes are
// the same for every visitor instead (DESIGN-NOTES.md, "Content-Security-Policy of cached pages").

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const sourceAttribute = /(?:^|\s)src\s*=/i
const typeAttribute = /(?:^|\s)type\s*=\s*["']?([^"'\s>]+)/i
/** Types a browser runs; any other (`application/ld+json`…) is a data block CSP does not check. */
const scriptTypes = /^(?:text\/javascript|application\/javascript|module|text\/ecmascript)$/i

/**
 * The hash sources of the page's inline scripts, each once, in the page's order.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes, text] of html.matchAll(scriptElement)) {
    if (sourceAttribute.test(attributes)) continue
    const type = attributes.match(typeAttribute)?.[1]
    if (type && !scriptTypes.test(type)) continue
    hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`)
  }
  return [...hashes]
}
