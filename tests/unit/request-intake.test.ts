import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestIntake } from '@/lib/http/intake.mjs'
import { microcache, MicrocacheResponse } from '@/lib/http/microcache.mjs'

// The custom server's intake (src/lib/http/intake.mjs) over real HTTP, with a stand-in for Next
// that answers every path the way Next's page cache answers a cached page: what the microcache
// keeps, skips and copies shows in how often the stand-in is asked.
const calls = new Map<string, number>()
const peers: string[] = []
const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'x-nextjs-cache': 'HIT',
  'cache-control': 'public, s-maxage=60, stale-while-revalidate=300',
  vary: 'rsc, next-router-state-tree, next-router-prefetch, accept-encoding',
}

function standInForNext(request: http.IncomingMessage, response: http.ServerResponse) {
  const url = request.url ?? ''
  calls.set(url, (calls.get(url) ?? 0) + 1)
  peers.push(String(request.headers['x-site-peer-address']))
  if (url.startsWith('/large')) {
    // 2 MB in 64 KB writes, as Next streams a body: over the microcache's size cap.
    response.writeHead(200, pageHeaders)
    const chunk = Buffer.alloc(64 * 1024, 'a')
    for (let i = 0; i < 32; i++) response.write(chunk)
    response.end()
    return
  }
  if (url.startsWith('/cookie')) response.setHeader('set-cookie', 'visitor=1')
  for (const [name, value] of Object.entries(pageHeaders)) response.setHeader(name, value)
  response.end(`<html>${url}</html>`)
}

let server: http.Server<typeof http.IncomingMessage, typeof MicrocacheResponse>
let base: string

beforeAll(async () => {
  const intake = requestIntake(standInForNext, { siteUrl: 'https://www.firm.example' })
  server = http.createServer({ ServerResponse: MicrocacheResponse }, (request, response) =>
    intake(request, response),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

function send(path: string, method = 'GET', headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(base + path, { method, headers, agent: false }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      )
    })
    request.on('error', reject).end()
  })
}

async function twice(path: string) {
  await send(path)
  return (await send(path)).body
}

describe('the request intake', () => {
  it('answers a cached page a second time from the microcache, whole', async () => {
    const body = await twice('/en/contact')
    expect(body).toBe('<html>/en/contact</html>')
    expect(calls.get('/en/contact')).toBe(1)
  })

  it('never keeps /admin, /cms, /api, media or the build files, even with a page-cache header', async () => {
    for (const path of [
      '/admin',
      '/admin/collections/leads',
      '/cms/api/media/file/photo.png',
      '/cms/api/globals/firm',
      '/api/blogs/home',
      '/api',
      '/media/photo.png',
      '/_next/static/chunks/a.js',
    ]) {
      await twice(path)
      expect(calls.get(path), path).toBe(2)
    }
  })

  it('keeps nothing over the size cap, nor an answer with a cookie', async () => {
    const before = microcache.bytes
    expect((await twice('/large-page')).length).toBe(2 * 1024 * 1024)
    expect(calls.get('/large-page')).toBe(2)
    expect(microcache.bytes).toBe(before)
    await twice('/cookie-page')
    expect(calls.get('/cookie-page')).toBe(2)
  })

  it('is emptied through the hook the cache handler calls on every revalidation', async () => {
    await twice('/blog')
    const hook = (globalThis as { siteMicrocache?: { clear(): void } }).siteMicrocache
    hook?.clear()
    expect(microcache.size).toBe(0)
    expect(microcache.bytes).toBe(0)
    await send('/blog')
    expect(calls.get('/blog')).toBe(2)
  })

  it('answers odd methods 405 without asking Next', async () => {
    const answer = await send('/trace-me', 'TRACE')
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toContain('GET')
    expect(calls.get('/trace-me')).toBeUndefined()
  })

  it('hands Next the TCP peer, whatever the client wrote in its place', async () => {
    peers.length = 0
    await send('/peer', 'POST', { 'x-site-peer-address': '203.0.113.9' })
    expect(peers).toEqual(['127.0.0.1'])
  })

  it('sets the common security headers, with HSTS for an https site', async () => {
    const { headers } = await send('/headers', 'POST')
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['strict-transport-security']).toMatch(/^max-age=/)
  })

  it("lets the admin's live preview frame only a page an editor previews in draft mode", async () => {
    const draft = { cookie: 'payload-token=x; __prerender_bypass=abc' }
    const preview = await send('/parole-en-familia', 'POST', draft)
    expect(preview.headers['content-security-policy']).toContain("frame-ancestors 'self'")
    expect(preview.headers['x-frame-options']).toBe('SAMEORIGIN')
    for (const [path, headers] of [
      ['/admin/collections/pages/1', draft],
      ['/cms/api/pages', draft],
      ['/parole-en-familia', { cookie: 'not__prerender_bypass=abc' }],
      ['/parole-en-familia', {}],
    ] as const) {
      const answer = await send(path, 'POST', headers)
      expect(answer.headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
      expect(answer.headers['x-frame-options'], path).toBe('DENY')
    }
  })
})
