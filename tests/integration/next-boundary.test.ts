import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedServer } from '../support/shared-server'
import { brokenManifestAssumptions, firstLoadChunks } from '@/lib/next-boundary/compile-hints.mjs'
import { servedFromPageCache } from '@/lib/next-boundary/page-cache-header.mjs'
import {
  asyncChunkScripts,
  chunkPreload,
  scriptsStartedAfterPaint,
} from '@/lib/next-boundary/scripts-after-paint.mjs'
import { inlineScriptHashes } from '@/lib/security/script-hashes.mjs'
import { freshDatabase } from '../support/database'
import { startServer, type RunningServer } from '../support/server'

// The contract of src/lib/next-boundary: each Next behaviour the site uses though Next does not
// document it, checked against the real build and server. When a Next release changes one, its
// test fails naming the assumption and the switch that turns its use off (README, "Where the
// site relies on undocumented Next behaviour").
const baseURL = sharedServer('baseURL')
const buildDir = path.resolve(import.meta.dirname, '../../.next')

/** A page's answer once Next serves it from its page cache (the first request renders it). */
async function cachedPage(base: string, pagePath: string) {
  await (await fetch(base + pagePath)).text()
  const response = await fetch(base + pagePath)
  return { cache: response.headers.get('x-nextjs-cache'), html: await response.text() }
}

/** Next's own HTML of a page: the first render of an address nobody asked for before. */
async function freshRender() {
  const response = await fetch(`${baseURL}/blog/contract-${Date.now()}`)
  return response.text()
}

describe("Next's undocumented behaviour the site relies on", () => {
  it('PAGE_CACHE_HEADER: a cached page is marked x-nextjs-cache HIT or STALE', async () => {
    const { cache } = await cachedPage(baseURL, '/en/contact')
    expect(
      servedFromPageCache(cache),
      `Next no longer marks an answer from its page cache with x-nextjs-cache: HIT/STALE (got ${cache}): ` +
        'the microcache cannot tell cached pages (NEXT_BOUNDARY_PAGE_CACHE_HEADER=0)',
    ).toBe(true)
  })

  it("CACHE_CONTROL_RULE: a next.config header rule's Cache-Control stays on a cached page", async () => {
    await (await fetch(`${baseURL}/testimonios`)).text()
    const cacheControl = (await fetch(`${baseURL}/testimonios`)).headers.get('cache-control')
    expect(
      cacheControl,
      "Next no longer keeps the Cache-Control of next.config.ts's header rule on a cached page " +
        '(its docs say it overwrites it): shared caches lose `public` ' +
        '(next-boundary/cache-control-rule.ts, NEXT_BOUNDARY_CACHE_CONTROL_RULE=0 at build)',
    ).toBe('public, s-maxage=300, stale-while-revalidate=86400')
  })

  it('SCRIPT_HASHES: Next sends a cached page with the headers of its cache entry', async () => {
    // The private header is turned into the policy by the server and never sent: what shows is
    // the policy written before any body byte, with the hashes of the cached HTML's scripts.
    const { html } = await cachedPage(baseURL, '/en/contact')
    // Past the microcache (it never keeps a conditional request), straight from Next's cache.
    const response = await fetch(`${baseURL}/en/contact`, { headers: { 'if-none-match': '"x"' } })
    const policy = response.headers.get('content-security-policy') ?? ''
    await response.text()
    expect(
      response.headers.get('content-length'),
      "Next no longer sends the headers of a cached page's entry with it: the server hashes " +
        'every cached page on each answer instead (NEXT_BOUNDARY_SCRIPT_HASHES=0)',
    ).toBeNull()
    expect(inlineScriptHashes(html).every((hash) => policy.includes(hash))).toBe(true)
  })

  it('NOT_FOUND_IN_SUSPENSE: notFound() inside Suspense keeps the page and answers 404', async () => {
    for (const attempt of ['first', 'cached']) {
      const response = await fetch(`${baseURL}/en/contract-missing-${attempt}`)
      const html = await response.text()
      expect(
        response.status === 404 && /<h1[^>]*>/.test(html),
        `Next no longer answers 404 with the content rendered before notFound() inside an ` +
          `empty Suspense boundary (${attempt} answer: ${response.status}, ` +
          `${/<h1/.test(html) ? 'painted' : 'blank'}): NEXT_BOUNDARY_NOT_FOUND_IN_SUSPENSE=0`,
      ).toBe(true)
    }
  })

  it('AFTER_PAINT: Next loads its page chunks with <script src=… async=""> tags', async () => {
    const html = await freshRender()
    const sources = asyncChunkScripts(html)
    expect(
      sources.length,
      'Next no longer writes <script src="/_next/static/chunks/….js" async=""> tags for page ' +
        'chunks: scripts-after-paint cannot apply (NEXT_BOUNDARY_AFTER_PAINT=0)',
    ).toBeGreaterThan(3)
    expect(
      sources.some((source) => html.includes(chunkPreload(source))),
      'Next no longer preloads its entry chunk with <link rel="preload" as="script" ' +
        'fetchPriority="low">: scripts-after-paint would leave that download before the paint',
    ).toBe(true)
  })

  it('HTML_BYTES and AFTER_PAINT: Next hands the handler a page as { kind: "APP_PAGE", html: string } and sends bytes back whole', async () => {
    const first = await cachedPage(baseURL, '/en')
    const again = await cachedPage(baseURL, '/en')
    expect(
      scriptsStartedAfterPaint(again.html).length,
      'Next no longer hands the cache handler a page as { kind: "APP_PAGE", html: string }: ' +
        'next-boundary/cached-page.mjs changes nothing (NEXT_BOUNDARY_AFTER_PAINT, NEXT_BOUNDARY_HTML_BYTES)',
    ).toBeGreaterThan(3)
    expect(
      again.html.trimEnd().endsWith('</html>') && again.html === first.html,
      'Next no longer sends a cached page whose HTML the handler keeps as bytes whole and the ' +
        'same on every hit (NEXT_BOUNDARY_HTML_BYTES=0)',
    ).toBe(true)
  })

  it("COMPILE_HINTS: Next's build manifests name the chunks every public page loads first", async () => {
    expect(
      brokenManifestAssumptions(buildDir),
      "Next's build manifests changed: compile hints cannot apply (NEXT_BOUNDARY_COMPILE_HINTS=0)",
    ).toEqual([])
    const { html } = await cachedPage(baseURL, '/en/contact')
    const listed = new Set(firstLoadChunks(buildDir).map((chunk) => `/_next/${chunk}`))
    const missed = scriptsStartedAfterPaint(html).filter((source) => !listed.has(source))
    expect(
      missed,
      "Next's manifests no longer name every chunk a page loads first: compile hints miss them",
    ).toEqual([])
  })
})

describe('with every runtime switch off', () => {
  let server: RunningServer

  beforeAll(async () => {
    server = await startServer({
      DATABASE_URL: await freshDatabase('boundary-off'),
      NEXT_BOUNDARY_AFTER_PAINT: '0',
      NEXT_BOUNDARY_HTML_BYTES: '0',
      NEXT_BOUNDARY_PAGE_CACHE_HEADER: '0',
      NEXT_BOUNDARY_SCRIPT_HASHES: '0',
      NEXT_BOUNDARY_NOT_FOUND_IN_SUSPENSE: '0',
    })
  }, 240_000)
  afterAll(async () => {
    await server?.stop()
  })

  it("serves whole cached pages that load their scripts with Next's own tags", async () => {
    const first = await cachedPage(server.url, '/en')
    const again = await cachedPage(server.url, '/en')
    expect(again.cache).toMatch(/HIT|STALE/)
    expect(again.html).toBe(first.html)
    expect(again.html.trimEnd().endsWith('</html>')).toBe(true)
    expect(scriptsStartedAfterPaint(again.html)).toEqual([])
    expect(asyncChunkScripts(again.html).length).toBeGreaterThan(3)
  })

  it("still allows a cached page's inline scripts by hash, each answer hashed by the server", async () => {
    const { html } = await cachedPage(server.url, '/en/contact')
    const policy = (await fetch(`${server.url}/en/contact`)).headers.get('content-security-policy')
    const scripts = policy?.match(/script-src ([^;]*)/)?.[1].split(' ')
    expect(scripts).not.toContain("'unsafe-inline'")
    const hashes = inlineScriptHashes(html)
    expect(hashes.length).toBeGreaterThan(0)
    expect(hashes.every((hash) => scripts?.includes(hash))).toBe(true)
  })

  it('answers an unknown path 404 the documented way (blank until React runs)', async () => {
    const response = await fetch(`${server.url}/en/contract-missing`)
    expect(response.status).toBe(404)
  })
})
