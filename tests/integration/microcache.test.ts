import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { sharedServer } from '../support/shared-server'

// The request intake's one-second microcache (src/lib/http/microcache.ts): it answers again only
// what Next served from its page cache with a public header, by URL and accepted encoding, and
// never a client navigation, a per-visitor answer or a cookie.
const baseURL = sharedServer('baseURL')

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** A raw GET (fetch would add and undo its own Accept-Encoding). */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(baseURL + path, { headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
      })
      .on('error', reject)
  })
}

/** Requests `path` until Next answers it from its page cache, then once more. */
async function cached(path: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 5; i++) {
    const answer = await get(path, headers)
    if (/^(HIT|STALE)$/.test(String(answer.headers['x-nextjs-cache']))) return get(path, headers)
  }
  throw new Error(`${path} never came from the page cache`)
}

describe('one-second microcache in front of Next', () => {
  it('answers a cached page again whole, with its headers and a Content-Length', async () => {
    const first = await cached('/testimonios')
    const again = await get('/testimonios')
    expect(again.status).toBe(200)
    expect(again.headers['content-length']).toBe(String(again.body.length))
    expect(again.body.equals(first.body)).toBe(true)
    expect(again.body.toString().trimEnd().endsWith('</html>')).toBe(true)
    for (const name of ['cache-control', 'content-security-policy', 'vary', 'content-type'])
      expect(again.headers[name], name).toBe(first.headers[name])
    expect(again.headers['set-cookie']).toBeUndefined()
  })

  it('keeps one answer per accepted encoding', async () => {
    const gzip = await cached('/en/reviews', { 'accept-encoding': 'gzip' })
    const plain = await get('/en/reviews')
    const gzipAgain = await get('/en/reviews', { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzipAgain.headers['content-encoding']).toBe('gzip')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toContain('</html>')
  })

  it('never answers a client navigation with the page HTML, nor the HTML with its payload', async () => {
    await cached('/en/contact')
    const navigation = await get('/en/contact?_rsc', { rsc: '1' })
    expect(navigation.headers['content-type']).toMatch(/^text\/x-component/)
    const page = await get('/en/contact')
    expect(page.headers['content-type']).toMatch(/^text\/html/)
  })

  it('never keeps a per-visitor answer: each token request gets its own token and cookie', async () => {
    const first = await get('/csrf-token')
    const second = await get('/csrf-token')
    expect(first.headers['set-cookie']).toBeDefined()
    expect(second.headers['set-cookie']).toBeDefined()
    expect(JSON.parse(second.body.toString()).token).not.toBe(
      JSON.parse(first.body.toString()).token,
    )
  })
})
