import { createHash } from 'node:crypto'
import http from 'node:http'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestIntake } from '@/lib/http/intake.mjs'
import { SiteResponse } from '@/lib/http/script-policy.mjs'
import { inlineScriptHashes } from '@/lib/security/script-hashes.mjs'
import { contentSecurityPolicy } from '@/lib/security/static-headers.mjs'
import { closeServer, listenLocal } from '../support/listen'

// The server's response class over real HTTP, behind the real intake, with a stand-in for Next:
// every HTML answer leaves with a policy that allows its own inline scripts by hash (or the
// proxy's nonce), never 'unsafe-inline'.
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const page = (script: string) =>
  `<html><head><script src="/_next/static/chunks/a.js" async=""></script></head>` +
  `<body><script type="application/ld+json">{"a":1}</script><script>${script}</script></body></html>`

function standInForNext(request: http.IncomingMessage, response: http.ServerResponse) {
  const url = request.url ?? ''
  response.setHeader(
    'content-type',
    url === '/json' ? 'application/json' : 'text/html; charset=utf-8',
  )
  if (url === '/rendered') {
    // A first render: streamed in pieces, the script split between two writes.
    const html = page('self.__next_f.push([1,"é"])')
    response.flushHeaders()
    response.write(html.slice(0, 150))
    setTimeout(() => response.end(html.slice(150)), 5)
  } else if (url === '/gzip') {
    // Next compresses for a browser that accepts it before the answer reaches the class.
    response.setHeader('content-encoding', 'gzip')
    response.end(gzipSync(page('zipped()')))
  } else if (url === '/cached') {
    // An answer from the page cache: its entry carries the hashes stored with it.
    response.setHeader('x-site-script-hashes', `${sha('one()')} ${sha('two()')}`)
    response.end(page('one()'))
  } else if (url === '/nonce') {
    response.setHeader('content-security-policy', contentSecurityPolicy('abc'))
    response.end(page('x()'))
  } else if (url === '/json') {
    response.end('{"ok":true}')
  } else if (url === '/large') {
    response.writeHead(200)
    response.write(`<script>big()</script>${'a'.repeat(5 * 1024 * 1024)}`)
    response.end('<script>late()</script>')
  }
}

const intake = requestIntake(standInForNext, {})
const server = http.createServer({ ServerResponse: SiteResponse }, (request, response) =>
  intake(request, response),
)
let base: string

beforeAll(async () => {
  base = `http://127.0.0.1:${await listenLocal(server as unknown as http.Server)}`
})

afterAll(() => closeServer(server as unknown as http.Server))

const scriptSources = (response: Response) =>
  (response.headers.get('content-security-policy') ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
    ?.slice(1)

describe('the Content-Security-Policy of HTML answers', () => {
  it('finds the inline scripts a browser runs, not data blocks or scripts with a src', () => {
    expect(inlineScriptHashes(page('go()'))).toEqual([sha('go()')])
  })

  it('hashes a streamed first render once it ends, its body unchanged', async () => {
    const response = await fetch(`${base}/rendered`)
    const body = await response.text()
    expect(body).toBe(page('self.__next_f.push([1,"é"])'))
    expect(scriptSources(response)).toEqual(["'self'", sha('self.__next_f.push([1,"é"])')])
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(body)))
  })

  it('hashes the scripts of a compressed answer as the browser reads them', async () => {
    const response = await fetch(`${base}/gzip`)
    expect(await response.text()).toBe(page('zipped()'))
    expect(scriptSources(response)).toEqual(["'self'", sha('zipped()')])
  })

  it("writes a cached page's policy from the hashes its entry carries, and never sends them", async () => {
    const response = await fetch(`${base}/cached`)
    expect(scriptSources(response)).toEqual(["'self'", sha('one()'), sha('two()')])
    expect(response.headers.get('x-site-script-hashes')).toBeNull()
  })

  it("leaves the proxy's nonce, and answers that are not HTML, as they are", async () => {
    expect(scriptSources(await fetch(`${base}/nonce`))).toContain("'nonce-abc'")
    expect(scriptSources(await fetch(`${base}/json`))).toEqual(["'self'"])
  })

  it('sends an answer over the size cap with the hashes of what came before it', async () => {
    const response = await fetch(`${base}/large`)
    expect((await response.text()).endsWith('<script>late()</script>')).toBe(true)
    expect(scriptSources(response)).toEqual(["'self'", sha('big()')])
  })
})
