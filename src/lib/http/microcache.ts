import type http from 'node:http'

/**
 * A one-second shared cache of the answers Next marks `public, s-maxage` (the cached public
 * pages), kept at the request intake, in front of Next. A campaign's burst asks for the same few
 * pages hundreds of times a second; Next spends about 0.9 ms of CPU routing each request to its
 * page cache, more than twice what it spends on a static file. Within a second, the same answer
 * is sent again as stored: what a CDN in front of the site would do with the same header, for
 * one second only, and emptied whenever staff publish (a tag revalidated on any instance).
 * Only what is the same for every visitor is kept: a GET with no client-navigation, conditional
 * or preview headers, answered 200 from Next's page cache with a public shared-cache header, no
 * cookie and a Vary this key covers (the encoding the browser accepts).
 */
const lifetimeMs = 1000
const maxEntries = 256
// Client navigations: Next answers them with the page's RSC payload, and its Vary names them.
const navigationHeaders = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
]
const uncachedRequestHeaders = [
  ...navigationHeaders,
  'next-action',
  'if-none-match',
  'if-modified-since',
  'range',
]
const coveredVary = new Set([...navigationHeaders, 'accept-encoding'])

type Entry = {
  expires: number
  status: number
  headers: http.OutgoingHttpHeaders
  body: Buffer
}

// On globalThis: the cache handler, a separate module copy loaded by Next, empties it whenever a
// tag is revalidated here or on another instance (staff published).
const shared = globalThis as typeof globalThis & { __siteMicrocache?: Map<string, Entry> }
const entries = (shared.__siteMicrocache ??= new Map<string, Entry>())

function keyOf(request: http.IncomingMessage) {
  // The build's files are never answers of the page cache: no recording on their path.
  if (request.method !== 'GET' || request.url?.startsWith('/_next/')) return null
  for (const name of uncachedRequestHeaders) if (request.headers[name] !== undefined) return null
  if (/__prerender_bypass|__next_preview_data/.test(request.headers.cookie ?? '')) return null
  return `${request.headers.host ?? ''} ${request.url} ${request.headers['accept-encoding'] ?? ''}`
}

function shareable(response: http.ServerResponse) {
  if (response.statusCode !== 200 || response.hasHeader('set-cookie')) return false
  // Only what Next answered from its page cache: a first render streams as it is built.
  if (!/^(HIT|STALE)$/.test(String(response.getHeader('x-nextjs-cache') ?? ''))) return false
  const cacheControl = String(response.getHeader('cache-control') ?? '')
  if (!/^public,.*\bs-maxage=\d+/.test(cacheControl)) return false
  const vary = String(response.getHeader('vary') ?? '')
  return vary
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .every((name) => name === '' || coveredVary.has(name))
}

function remember(key: string, entry: Entry) {
  if (entries.size >= maxEntries) {
    const now = Date.now()
    for (const [stored, { expires }] of entries) if (expires <= now) entries.delete(stored)
    if (entries.size >= maxEntries) return
  }
  entries.set(key, entry)
}

/** Sends the stored answer to this request if there is a fresh one; true when it answered. */
export function answerFromMicrocache(
  request: http.IncomingMessage,
  response: http.ServerResponse,
): boolean {
  const key = keyOf(request)
  if (key === null) return false
  const entry = entries.get(key)
  if (!entry || entry.expires <= Date.now()) {
    keepAnswer(key, response)
    return false
  }
  response.writeHead(entry.status, entry.headers)
  response.end(entry.body)
  return true
}

/** Records what Next writes to `response` and keeps it if it turns out to be shareable. */
function keepAnswer(key: string, response: http.ServerResponse) {
  const chunks: Buffer[] = []
  const write = response.write
  const end = response.end
  const collect = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array),
    )
  }
  response.write = function recordingWrite(this: http.ServerResponse, ...args: unknown[]) {
    collect(args[0], args[1])
    return Reflect.apply(write, this, args)
  } as typeof response.write
  response.end = function recordingEnd(this: http.ServerResponse, ...args: unknown[]) {
    collect(args[0], args[1])
    if (shareable(this)) {
      const headers = { ...this.getHeaders() }
      delete headers.date
      delete headers['transfer-encoding']
      const body = Buffer.concat(chunks)
      headers['content-length'] = body.length
      remember(key, { expires: Date.now() + lifetimeMs, status: this.statusCode, headers, body })
    }
    return Reflect.apply(end, this, args)
  } as typeof response.end
}
