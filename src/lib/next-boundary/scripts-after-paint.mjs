// Cached pages download and run their JavaScript after the first paint. Next puts the framework's
// chunks (about 150 KB compressed) in the page's head as `<script async>`: on a phone they share
// the connection with the stylesheet, font and hero image, and each runs as soon as it arrives,
// often before anything is drawn, so the visitor looks at a blank screen while React starts. The
// page is complete without them (links, forms and the menu work as plain HTML), so here the tags
// are taken out and one small loader at the end of the body requests them once the first frame
// is on screen. Only cached pages pass through here: pages rendered per request keep Next's tags
// and their nonce.

// Undocumented Next behaviour it relies on: the exact text of Next's chunk tags and of its
// preload of the entry chunk (below). NEXT_BOUNDARY_AFTER_PAINT=0 turns it off;
// tests/integration/next-boundary.test.ts fails when Next writes them otherwise.
import { onFirstPaint } from '../first-paint.mjs'

const chunkScript = /<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)" async=""><\/script>/g

/**
 * The `<link rel="preload">` Next writes for a chunk it also loads with an async tag.
 * @param {string} source
 */
export const chunkPreload = (source) =>
  `<link rel="preload" as="script" fetchPriority="low" href="${source}"/>`

/**
 * The chunks Next's HTML loads with `<script src="/_next/static/chunks/…" async="">` tags.
 * @param {string} html
 * @returns {string[]}
 */
export function asyncChunkScripts(html) {
  return [...html.matchAll(chunkScript)].map((match) => match[1])
}

/**
 * The page's HTML with its async chunk scripts started by a loader at the end of the body, or
 * the HTML unchanged when it has none or no `</body>` to put the loader before.
 * @param {string} html
 */
export function startScriptsAfterPaint(html) {
  const bodyEnd = html.lastIndexOf('</body>')
  if (bodyEnd < 0) return html
  const sources = []
  let page = html.slice(0, bodyEnd).replace(chunkScript, (_, source) => {
    sources.push(source)
    return ''
  })
  if (sources.length === 0) return html
  // Next preloads its entry chunk: that download too waits for the first paint.
  for (const source of sources) page = page.replace(chunkPreload(source), '')
  // The scripts are requested once the first frame is on screen (../first-paint.mjs).
  const request =
    `${JSON.stringify(sources)}.forEach(function(s){var e=document.createElement("script");` +
    'e.src=s;e.async=true;document.head.appendChild(e)})'
  const loader = `<script data-scripts-after-paint="">(function(){${onFirstPaint(request)}})()</script>`
  return page + loader + html.slice(bodyEnd)
}

const loaderSources = /<script data-scripts-after-paint="">.*?(\[[^\]]*\])/

/**
 * The scripts a page's loader (above) requests after the first paint, in their order; none when
 * the page has no loader (a page rendered per request keeps Next's tags).
 * @param {string} html
 * @returns {string[]}
 */
export function scriptsStartedAfterPaint(html) {
  const list = html.match(loaderSources)?.[1]
  return list ? JSON.parse(list) : []
}
