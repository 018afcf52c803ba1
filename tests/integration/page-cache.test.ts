import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { sharedServer } from '../support/shared-server'
import { compileHint, hintsMarkerFile } from '@/lib/next-boundary/compile-hints.mjs'
import { scriptsStartedAfterPaint } from '@/lib/next-boundary/scripts-after-paint.mjs'
import { cmsApi, eventually } from '../support/http'

// Public pages are cached (ISR) and the same for every visitor: no cookie, a shared-cache header,
// and a staff publication reaches the cached pages within seconds through tag revalidation.
const baseURL = sharedServer('baseURL')
const staffToken = sharedServer('staffToken')

const waitFor = eventually
const cms = cmsApi(baseURL, () => staffToken)

const pages = ['/', '/en', '/blog/visa-u-victimas-de-crimenes', '/testimonios', '/en/contact']

describe('public pages from the shared cache', () => {
  it.each(pages)('%s: no Set-Cookie, a shared-cache header, served from cache', async (path) => {
    const first = await fetch(baseURL + path)
    expect(first.status).toBe(200)
    await first.text()
    const again = await fetch(baseURL + path, { headers: { cookie: 'lead_csrf=abc' } })
    expect(again.headers.getSetCookie()).toEqual([])
    const cacheControl = again.headers.get('cache-control') ?? ''
    expect(cacheControl).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/)
    expect(again.headers.get('x-nextjs-cache')).toMatch(/HIT|STALE/)
    const html = await again.text()
    // Nothing per visitor: no CSRF token, no flash, no campaign source in the HTML.
    expect(/name="_token"|<meta name="csrf-token"/.test(html), 'a token in the page').toBe(false)
  })

  it('a cached page and its client-navigation payload are whole and the same on every hit', async () => {
    // The cache handler hands Next the page's HTML as bytes (DESIGN-NOTES, "Cached HTML held as
    // bytes"): each hit must still send all of it, and the RSC answer must be untouched.
    const bodies = async (init?: RequestInit, query = '') => {
      const answers = []
      for (let i = 0; i < 3; i++) {
        const response = await fetch(`${baseURL}/en${query}`, init)
        answers.push({ type: response.headers.get('content-type'), body: await response.text() })
      }
      return answers
    }
    const html = await bodies()
    expect(html[2].type).toMatch(/^text\/html/)
    expect(html[2].body.trimEnd().endsWith('</html>')).toBe(true)
    expect(html[2].body).toBe(html[1].body)
    // Its framework scripts start after the first paint (src/lib/next-boundary/scripts-after-paint.mjs).
    expect(html[2].body).toContain('<script data-scripts-after-paint="">')
    expect(html[2].body).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/)
    const rsc = await bodies({ headers: { rsc: '1' } }, '?_rsc')
    expect(rsc[2].type).toMatch(/^text\/x-component/)
    expect(rsc[2].body.length).toBeGreaterThan(1000)
    expect(rsc[2].body).toBe(rsc[1].body)
  })

  it("the scripts a cached page starts carry V8's compile hint after npm run build:hints, none after a plain next build", async () => {
    // A plain `next build` is a whole site: the hint only moves compilation off the main thread.
    const marked = fs.existsSync(path.resolve(import.meta.dirname, '../../.next', hintsMarkerFile))
    await (await fetch(`${baseURL}/en/contact`)).text()
    const html = await (await fetch(`${baseURL}/en/contact`)).text()
    const sources = scriptsStartedAfterPaint(html)
    expect(sources.length).toBeGreaterThan(3)
    for (const source of sources) {
      const response = await fetch(baseURL + source)
      expect(response.status, source).toBe(200)
      expect((await response.text()).startsWith(compileHint), source).toBe(marked)
    }
  })

  it('publishing an article changes the cached pages within 5 s', async () => {
    const slug = `citas-consulares-cache-${Date.now()}`
    const title = `Citas consulares ámbar ${Date.now()}`
    // The article's URL and the home page, cached before it exists (the 404 is cached too).
    expect((await fetch(`${baseURL}/blog/${slug}`)).status).toBe(404)
    await (await fetch(`${baseURL}/`)).text()
    const home = await fetch(`${baseURL}/`)
    expect(home.headers.get('x-nextjs-cache')).toMatch(/HIT|STALE/)
    expect(await home.text()).not.toContain(title)

    const { data: media } = await cms('GET', '/media?limit=1')
    const created = await cms('POST', '/blog-posts?locale=es', {
      title,
      slug,
      body: '<p>Fechas de las citas consulares.</p>',
      mainImage: media.docs[0].id,
      mainImageAlt: 'Calendario',
      createdDate: new Date().toISOString(),
      featured: true,
      _status: 'published',
    })
    expect(created.status).toBe(201)
    const published = Date.now()

    const articleLive = await waitFor(async () => {
      const response = await fetch(`${baseURL}/blog/${slug}`)
      return response.status === 200 && (await response.text()).includes(title)
    }, 5000)
    const homeLive = await waitFor(
      async () => (await (await fetch(`${baseURL}/`)).text()).includes(title),
      Math.max(0, 5000 - (Date.now() - published)),
    )
    expect({ articleLive, homeLive, seconds: (Date.now() - published) / 1000 }).toMatchObject({
      articleLive: true,
      homeLive: true,
    })
    const cached = await fetch(`${baseURL}/blog/${slug}`)
    expect(cached.headers.get('cache-control')).toMatch(/^public, s-maxage=/)
    expect(cached.headers.getSetCookie()).toEqual([])
  })

  it('an optimized image is encoded once, then served from memory', async () => {
    const { data: media } = await cms('GET', '/media?limit=1')
    const source = encodeURIComponent(new URL(media.docs[0].url, baseURL).pathname)
    const url = `${baseURL}/_next/image?url=${source}&w=640&q=75`
    const headers = { accept: 'image/avif,image/webp,*/*' }
    const first = await fetch(url, { headers })
    expect(first.status).toBe(200)
    const firstBody = Buffer.from(await first.arrayBuffer())
    const again = await fetch(url, { headers })
    expect(again.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'))
    expect(Buffer.from(await again.arrayBuffer()).equals(firstBody)).toBe(true)
  })
})
