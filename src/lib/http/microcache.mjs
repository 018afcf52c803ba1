import http from 'node:http'
import { pageCacheHeader, servedFromPageCache } from '../next-boundary/page-cache-header.mjs'
import { inDraftMode } from './draft-mode.mjs'

/**
 * A one-second shared cache of the answers Next marks `public, s-maxage` (the cached public
 * pages), kept by the custom server in front of Next. A campaign's burst asks for the same few
 * pages hundreds of times a second; Next spends about 0.9 ms of CPU routing each request to its
 * page cache, more than twice what it spends on a static file. Within a second, the same answer
 * is sent again as stored: what a CDN in front of the site would do with the same header, for
 * one second only, and emptied whenever staff publish (a tag revalidated on any instance).
 *
 * Only what is the same for every visitor is kept: a GET of a page (never /admin, /cms, /api,
 * media or the build's files) with no client-navigation, conditional or preview headers, answered
 * 200 from Next's page cache with a public shared-cache header, no cookie and a Vary this key
 * covers (the encoding the browser accepts). The decision is taken when the headers are written,
 * before any body byte: an answer that will not be kept is never copied, and one that grows past
 * the size cap is dropped as soon as it does.
 */
const lifetimeMs = 1000
const maxEntries = 256
/** A page's HTML is tens of KB; anything this large is not a page worth a second's copy. */
const maxEntryBytes = 1024 * 1024
const maxTotalBytes = 32 * 1024 * 1024

/** Paths whose answers are never kept: staff, Payload's API, the spec's endpoints, media, files. */
const neverKept = /^\/(?:_next|admin|cms|api|media)(?:[/?#]|$)/

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

/** @typedef {{ expires: number, status: number, headers: http.OutgoingHttpHeaders, body: Buffer }} Entry */

/** The stored answers, by key, within a count and a byte budget. */
class Entries {
  /** @type {Map<string, Entry>} */
  #entries = new Map()
  #bytes = 0

  get size() {
    return this.#entries.size
  }

  get bytes() {
    return this.#bytes
  }

  /** @param {string} key */
  fresh(key) {
    const entry = this.#entries.get(key)
    return entry && entry.expires > Date.now() ? entry : undefined
  }

  /** @param {string} key @param {Entry} entry */
  set(key, entry) {
    this.#delete(key)
    if (this.#entries.size >= maxEntries || this.#bytes + entry.body.length > maxTotalBytes) {
      this.#dropExpired()
    }
    // Still full: the oldest answers go first (a Map iterates in insertion order).
    for (const stored of this.#entries.keys()) {
      if (this.#entries.size < maxEntries && this.#bytes + entry.body.length <= maxTotalBytes) break
      this.#delete(stored)
    }
    this.#entries.set(key, entry)
    this.#bytes += entry.body.length
  }

  /** Empties the cache: called by the cache handler whenever a tag is revalidated. */
  clear() {
    this.#entries.clear()
    this.#bytes = 0
  }

  #dropExpired() {
    const now = Date.now()
    for (const [key, { expires }] of this.#entries) if (expires <= now) this.#delete(key)
  }

  /** @param {string} key */
  #delete(key) {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.#bytes -= entry.body.length
  }
}

// On globalThis: the cache handler, a module Next loads apart from this one, empties it whenever
// a tag is revalidated here or on another instance (staff published).
const shared = /** @type {typeof globalThis & { siteMicrocache?: Entries }} */ (globalThis)
export const microcache = (shared.siteMicrocache ??= new Entries())

/**
 * The key of a request the microcache may answer or keep, or null.
 * @param {http.IncomingMessage} request
 */
function keyOf(request) {
  if (request.method !== 'GET' || !request.url || neverKept.test(request.url)) return null
  for (const name of uncachedRequestHeaders) if (request.headers[name] !== undefined) return null
  if (inDraftMode(request)) return null
  return `${request.headers.host ?? ''} ${request.url} ${request.headers['accept-encoding'] ?? ''}`
}

/** @param {http.ServerResponse} response */
function shareable(response) {
  if (response.statusCode !== 200 || response.hasHeader('set-cookie')) return false
  // Only what Next answered from its page cache: a first render streams as it is built.
  if (!servedFromPageCache(response.getHeader(pageCacheHeader))) return false
  const length = Number(response.getHeader('content-length') ?? 0)
  if (length > maxEntryBytes) return false
  const cacheControl = String(response.getHeader('cache-control') ?? '')
  if (!/^public,.*\bs-maxage=\d+/.test(cacheControl)) return false
  const vary = String(response.getHeader('vary') ?? '')
  return vary
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .every((name) => name === '' || coveredVary.has(name))
}

/**
 * A chunk given to `write`/`end` as bytes.
 * @param {unknown} chunk @param {unknown} encoding
 */
export function bufferOf(chunk, encoding) {
  if (Buffer.isBuffer(chunk)) return chunk
  if (typeof chunk === 'string') {
    return Buffer.from(
      chunk,
      typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8',
    )
  }
  return Buffer.from(/** @type {Uint8Array} */ (chunk))
}

/** What a response that may be kept has sent so far. */
class Recording {
  /** @type {Buffer[]} */
  chunks = []
  bytes = 0
  /** @param {string} key */
  constructor(key) {
    this.key = key
  }
}

/**
 * The server's response class (http.createServer's documented `ServerResponse` option): when the
 * intake marks a response as a candidate, it decides at the moment its headers are written
 * whether the answer may be kept, and copies the body only then, up to the size cap.
 */
export class MicrocacheResponse extends http.ServerResponse {
  /** @type {Recording | null} */
  recording = null

  /** @type {http.ServerResponse['writeHead']} */
  writeHead(...args) {
    const result = super.writeHead(...args)
    // Headers given to writeHead are merged into the response's own by now.
    if (this.recording && !shareable(this)) this.recording = null
    return result
  }

  /** @type {http.ServerResponse['write']} */
  write(chunk, ...rest) {
    // The first write writes the headers (and decides) before this records its chunk.
    const result = super.write(chunk, ...rest)
    this.#record(chunk, rest[0])
    return result
  }

  /** @type {http.ServerResponse['end']} */
  end(...args) {
    const [chunk, encoding] = typeof args[0] === 'function' ? [] : args
    const result = super.end(...args)
    this.#record(chunk, encoding)
    this.#keep()
    return result
  }

  /** @param {unknown} chunk @param {unknown} encoding */
  #record(chunk, encoding) {
    const recording = this.recording
    if (!recording || chunk === undefined || chunk === null || typeof chunk === 'function') return
    const buffer = bufferOf(chunk, encoding)
    recording.bytes += buffer.length
    if (recording.bytes > maxEntryBytes) this.recording = null
    else recording.chunks.push(buffer)
  }

  #keep() {
    const recording = this.recording
    this.recording = null
    if (!recording) return
    const headers = { ...this.getHeaders() }
    delete headers.date
    delete headers['transfer-encoding']
    // Each request's own (request-log.mjs), not the first one's.
    delete headers['x-request-id']
    const body = Buffer.concat(recording.chunks, recording.bytes)
    headers['content-length'] = body.length
    microcache.set(recording.key, {
      expires: Date.now() + lifetimeMs,
      status: this.statusCode,
      headers,
      body,
    })
  }
}

/**
 * Sends the stored answer to this request if there is a fresh one (true), or else marks the
 * response for recording when it may be kept.
 * @param {http.IncomingMessage} request
 * @param {http.ServerResponse} response
 */
export function answerFromMicrocache(request, response) {
  const key = keyOf(request)
  if (key === null) return false
  const entry = microcache.fresh(key)
  if (entry) {
    response.writeHead(entry.status, entry.headers)
    response.end(entry.body)
    return true
  }
  if (response instanceof MicrocacheResponse) response.recording = new Recording(key)
  return false
}
