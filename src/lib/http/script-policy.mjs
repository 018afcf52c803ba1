import zlib from 'node:zlib'
import { scriptHashesHeader } from '../next-boundary/cached-page.mjs'
import { inlineScriptHashes } from '../security/script-hashes.mjs'
import { framedPreview } from './draft-mode.mjs'
import { contentSecurityPolicy, scriptHashPolicy } from '../security/static-headers.mjs'
import { bufferOf, MicrocacheResponse } from './microcache.mjs'
import { keepHeadersSingle } from './single-headers.mjs'

/**
 * The server's response class (server.mjs): the microcache's, plus the Content-Security-Policy
 * of HTML pages without a nonce, which allows their inline scripts by hash and never by
 * 'unsafe-inline' (DESIGN-NOTES.md, "Content-Security-Policy of cached pages").
 *
 * - A page Next serves from its page cache brings its hashes, computed once when the cache
 *   handler stored it (next-boundary/cached-page.mjs): the policy is written from them, nothing
 *   is held. The microcache keeps that answer with its policy for a second.
 * - Any other HTML answer still carrying the intake's policy (a page's first render, a cached
 *   page with NEXT_BOUNDARY_SCRIPT_HASHES=0, Next's own error pages) is held until it ends, up to
 *   a size cap, and sent with the hashes of its own scripts.
 * - Answers with a nonce (the proxy's pages, the admin) and anything not HTML pass untouched.
 */
const defaultPolicies = [
  contentSecurityPolicy(),
  contentSecurityPolicy(undefined, { framed: true }),
]
/** A page is tens of KB; past this the answer goes out with the hashes of what came so far. */
const maxHeldBytes = 4 * 1024 * 1024

/**
 * The text of a held body as the browser will read it: Next compresses a page for a browser that
 * accepts it before it reaches this class. A body cut at the size cap is decoded as far as it goes.
 * @param {Buffer} body
 * @param {unknown} contentEncoding
 */
function decodedText(body, contentEncoding) {
  const encoding = String(contentEncoding ?? '')
    .trim()
    .toLowerCase()
  try {
    if (encoding === '' || encoding === 'identity') return body.toString()
    if (encoding === 'gzip') {
      return zlib.gunzipSync(body, { finishFlush: zlib.constants.Z_SYNC_FLUSH }).toString()
    }
    if (encoding === 'deflate') {
      return zlib.inflateSync(body, { finishFlush: zlib.constants.Z_SYNC_FLUSH }).toString()
    }
    if (encoding === 'br') {
      const flush = zlib.constants.BROTLI_OPERATION_FLUSH
      return zlib.brotliDecompressSync(body, { finishFlush: flush }).toString()
    }
  } catch {
    // Not decodable: no inline script is allowed.
  }
  return ''
}

/** @typedef {{ statusCode: number, statusMessage: string | undefined, chunks: Buffer[], bytes: number }} Held */

export class SiteResponse extends MicrocacheResponse {
  /** @type {Held | null} */
  #held = null

  /** @type {import('node:http').ServerResponse['writeHead']} */
  writeHead(...args) {
    if (this.#held) return this
    const [statusCode, ...rest] = args
    const last = rest.at(-1)
    if (last && typeof last === 'object' && !Array.isArray(last)) {
      rest.pop()
      for (const [name, value] of Object.entries(last)) {
        if (value !== undefined) this.setHeader(name, value)
      }
    }
    keepHeadersSingle(this)
    const statusMessage = typeof rest[0] === 'string' ? rest[0] : undefined
    if (!Array.isArray(last) && this.#holdsFor(statusCode)) {
      this.statusCode = statusCode
      this.#held = { statusCode, statusMessage, chunks: [], bytes: 0 }
      return this
    }
    return super.writeHead(statusCode, .../** @type {[any]} */ (rest))
  }

  /**
   * Whether the answer must be held to hash its scripts; a cached page's hashes become its
   * policy here.
   * @param {number} statusCode
   */
  #holdsFor(statusCode) {
    const html = /^text\/html\b/i.test(String(this.getHeader('content-type') ?? ''))
    const carried = this.getHeader(scriptHashesHeader)
    if (carried !== undefined) {
      this.removeHeader(scriptHashesHeader)
      const hashes = [carried].flat().join(' ').split(' ').filter(Boolean)
      if (html) this.setHeader('content-security-policy', scriptHashPolicy(hashes, this.#framing()))
      return false
    }
    const bodiless = statusCode === 204 || statusCode === 304 || this.req?.method === 'HEAD'
    const policy = this.getHeader('content-security-policy')
    return html && !bodiless && defaultPolicies.includes(/** @type {string} */ (policy))
  }

  /** An editor's preview may be framed by the admin's live preview (static-headers.mjs). */
  #framing() {
    return { framed: framedPreview(this.req) }
  }

  flushHeaders() {
    if (!this.headersSent && !this.#held) this.writeHead(this.statusCode)
    if (!this.#held) super.flushHeaders()
  }

  /** @type {import('node:http').ServerResponse['write']} */
  write(chunk, ...rest) {
    if (!this.headersSent && !this.#held) this.writeHead(this.statusCode)
    if (!this.#held) return super.write(chunk, .../** @type {[any]} */ (rest))
    this.#hold(chunk, rest[0])
    if (this.#held && this.#held.bytes > maxHeldBytes) this.#release()
    const done = rest.find((argument) => typeof argument === 'function')
    if (done) process.nextTick(done)
    return true
  }

  /** @type {import('node:http').ServerResponse['end']} */
  end(...args) {
    if (!this.headersSent && !this.#held) this.writeHead(this.statusCode)
    if (!this.#held) return super.end(.../** @type {[any]} */ (args))
    const [chunk, encoding] = typeof args[0] === 'function' ? [] : args
    if (chunk !== undefined && chunk !== null) this.#hold(chunk, encoding)
    const body = this.#release()
    const done = args.find((argument) => typeof argument === 'function')
    return super.end(body, done)
  }

  /** @param {unknown} chunk @param {unknown} encoding */
  #hold(chunk, encoding) {
    const held = /** @type {Held} */ (this.#held)
    const buffer = bufferOf(chunk, encoding)
    held.chunks.push(buffer)
    held.bytes += buffer.length
  }

  /**
   * Writes the held answer's headers with the hashes of its scripts; returns the held body for
   * `end`, or writes it when the answer outgrew the cap (the rest then passes through).
   * @returns {Buffer}
   */
  #release() {
    const held = /** @type {Held} */ (this.#held)
    this.#held = null
    const body = Buffer.concat(held.chunks, held.bytes)
    const ended = held.bytes <= maxHeldBytes
    this.setHeader(
      'content-security-policy',
      scriptHashPolicy(
        inlineScriptHashes(decodedText(body, this.getHeader('content-encoding'))),
        this.#framing(),
      ),
    )
    if (ended && !this.hasHeader('transfer-encoding')) this.setHeader('content-length', body.length)
    super.writeHead(held.statusCode, held.statusMessage)
    if (ended) return body
    super.write(body)
    return Buffer.alloc(0)
  }
}
