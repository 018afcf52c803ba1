import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabase } from '../support/database'
import { firstStaffToken, Staff } from '../support/http'
import { LoopbackVisitor } from '../support/loopback-visitor'
import { startNginx } from '../support/nginx.mjs'
import { startServer, type RunningServer } from '../support/server'

// The shipped reverse-proxy recipe (deploy/nginx.conf, Debian's nginx) in front of two instances
// on one PostgreSQL and one Redis, as an operator runs the site: run in CI's PostgreSQL pass.
const redisUrl = process.env.REDIS_URL
const leadLimit = 4
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const browser = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip, deflate, br',
}

describe.runIf(redisUrl)('nginx in front of two instances', () => {
  let a: RunningServer
  let b: RunningServer
  let front: Awaited<ReturnType<typeof startNginx>>
  let staff: Staff
  let token: string

  beforeAll(async () => {
    const env = {
      DATABASE_URL: await freshDatabase('nginx_front'),
      REDIS_URL: redisUrl!,
      PAYLOAD_SECRET: 'secret-shared-behind-nginx-of-32-chars-or-more',
      LEAD_RATE_LIMIT: String(leadLimit),
      TRUST_PROXY: '1',
    }
    a = await startServer(env) // the first applies the migrations and the sample content
    b = await startServer(env)
    front = await startNginx({ upstreams: [a.url, b.url].map((url) => new URL(url).host) })
    token = await firstStaffToken(front.url)
    staff = new Staff(front.url, token)
  }, 240_000)

  afterAll(async () => {
    await front?.stop()
    await a?.stop()
    await b?.stop()
  })

  /** nginx's access log lines of requests to `path` (its `upstream=` and `cache=` fields). */
  const logged = (method: string, path: string) =>
    front
      .accessLog()
      .split('\n')
      .filter((line) => line.includes(`"${method} ${path} `))

  it('serves a page, then the same page from its cache', async () => {
    const visitor = new LoopbackVisitor(front.url)
    for (const path of ['/', '/en/contact']) {
      const first = await visitor.request(path, { headers: browser })
      expect(first.status).toBe(200)
      expect(first.headers['content-encoding']).toBe('gzip')
      expect(first.text()).toContain('<h1')
      const second = await visitor.request(path, { headers: browser })
      expect(second.status).toBe(200)
      expect(second.headers['x-cache-status']).toBe('HIT')
      expect(second.text()).toBe(first.text())
    }
  })

  it("carries nginx's request id to the instance's log line and the answer", async () => {
    const answer = await new LoopbackVisitor(front.url).request('/csrf-token')
    expect(answer.status).toBe(200)
    const id = String(answer.headers['x-request-id'])
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    await sleep(300)
    expect(logged('GET', '/csrf-token').some((line) => line.includes(`id=${id}`))).toBe(true)
    const appLines = (a.output() + b.output()).split('\n').filter((l) => l.includes(id))
    expect(appLines).toHaveLength(1)
    expect(JSON.parse(appLines[0])).toMatchObject({ reqId: id, route: 'api', status: 200 })
  })

  it('serves a build chunk compressed once, to every browser that accepts gzip', async () => {
    const visitor = new LoopbackVisitor(front.url)
    const html = (await visitor.request('/en', { headers: browser })).text()
    const chunk = html.match(/\/_next\/static\/[^"'\s]+\.js/)?.[0]
    expect(chunk, 'the page loads a chunk of the build').toBeDefined()
    const answers = []
    for (const encoding of ['gzip, deflate, br', 'gzip, deflate, br, zstd', 'gzip']) {
      answers.push(await visitor.request(chunk!, { headers: { 'accept-encoding': encoding } }))
    }
    expect(answers.map((answer) => answer.headers['content-encoding'])).toEqual([
      'gzip',
      'gzip',
      'gzip',
    ])
    expect(answers.slice(1).map((answer) => answer.headers['x-cache-status'])).toEqual([
      'HIT',
      'HIT',
    ])
    expect(answers[0].headers['cache-control']).toContain('immutable')
    // One request reached an instance for the compressed chunk; a client without gzip gets it plain.
    expect(logged('GET', chunk!).filter((line) => !line.includes('upstream=-'))).toHaveLength(1)
    const plain = await visitor.request(chunk!)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.text()).toBe(answers[0].text())
  })

  it('keeps a resized image once per format the browser accepts', async () => {
    const visitor = new LoopbackVisitor(front.url)
    const html = (await visitor.request('/', { headers: browser })).text()
    const image = html.match(/src="(\/_next\/image\?[^"]+)"/)?.[1]?.replaceAll('&amp;', '&')
    expect(image, 'the home page shows a resized image').toBeDefined()
    const fetchAs = (accept: string) => visitor.request(image!, { headers: { accept } })
    const avif = [await fetchAs('image/avif,image/webp,*/*'), await fetchAs('image/avif,*/*;q=0.8')]
    expect(avif.map((answer) => answer.headers['content-type'])).toEqual([
      'image/avif',
      'image/avif',
    ])
    expect(avif[1].headers['x-cache-status']).toBe('HIT')
    const webp = await fetchAs('image/webp,*/*')
    expect(webp.headers['content-type']).toBe('image/webp')
  })

  it('never stores staff answers, the API, per-request pages or answers with a cookie', async () => {
    const visitor = new LoopbackVisitor(front.url)
    const statuses = async (path: string, headers: Record<string, string> = {}) => {
      const seen = []
      for (let i = 0; i < 2; i++) {
        const answer = await visitor.request(path, { headers: { ...browser, ...headers } })
        seen.push(answer.headers['x-cache-status'] ?? 'none')
      }
      return seen
    }
    expect(await statuses('/csrf-token')).not.toContain('HIT') // sets the CSRF cookie
    // The blog list is a cached page like the others since the blog moved to the page cache.
    expect((await statuses('/blog'))[1]).toBe('HIT')
    // A search is never stored: it skips the cache and so never waits on its lock.
    expect(await statuses('/blog?query=visa')).toEqual(['BYPASS', 'BYPASS'])
    expect(
      await statuses('/cms/api/blog-posts?limit=1', { authorization: `JWT ${token}` }),
    ).toEqual(['none', 'none'])
    expect(await statuses('/admin')).toEqual(['none', 'none'])
    // A file of another build (a deploy half done): not kept, though the app says s-maxage=300.
    expect(await statuses('/_next/static/chunks/not-in-this-build.js')).not.toContain('HIT')
    // A client navigation (Next's RSC payload) is not the page's HTML: never from the page's entry.
    await visitor.request('/en/contact', { headers: browser })
    expect(await statuses('/en/contact', { rsc: '1' })).toEqual(['BYPASS', 'BYPASS'])
  })

  const lead = (name: string, phone: string) => ({
    nombre: name,
    phone,
    email: 'front@example.com',
    checkbox: '1',
    seccion: 'Footer Español',
  })

  it("stores a lead posted through the front with the visitor's own address", async () => {
    const visitor = new LoopbackVisitor(front.url)
    const name = `Front Visitor ${Date.now()}`
    const response = await visitor.postJson(
      '/api/prospecto/agregar',
      { ...lead(name, '3055550700'), _token: await visitor.token() },
      { 'x-forwarded-for': '9.9.9.9' },
    )
    expect(JSON.parse(response.text())).toMatchObject({ status: 'success' })
    const { docs } = await staff.find('leads', { nombre: name })
    expect(docs.map((doc) => doc.ip)).toEqual([visitor.address])
  })

  it('counts one visitor against one lead limit on both instances, whatever it forges', async () => {
    // A fixed one-minute window: do not start the posts (about a second) across its end.
    if (Date.now() % 60_000 > 55_000) await sleep(60_000 - (Date.now() % 60_000) + 200)
    const visitor = new LoopbackVisitor(front.url)
    const csrf = await visitor.token()
    const posts = leadLimit * 2
    const statuses: number[] = []
    for (let i = 0; i < posts; i++) {
      const response = await visitor.postJson(
        '/api/prospecto/agregar',
        { ...lead('Limited Visitor', `30555507${String(i + 10)}`), _token: csrf },
        { 'x-forwarded-for': `9.9.9.${i + 1}` },
      )
      statuses.push(response.status)
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(leadLimit)
    expect(statuses.filter((status) => status === 429)).toHaveLength(leadLimit)
    // nginx sent the posts to both instances (each worker takes turns), so a limit counted per
    // instance would have let more than `leadLimit` through.
    const upstreams = logged('POST', '/api/prospecto/agregar')
      .slice(-posts)
      .map((line) => line.match(/upstream=(\S+)/)?.[1])
    expect(new Set(upstreams)).toEqual(new Set([a.url, b.url].map((url) => new URL(url).host)))
  })

  it('shows a staff edit through the front within 5 s', async () => {
    const visitor = new LoopbackVisitor(front.url)
    const { docs } = await staff.find('blog-posts')
    const post = docs.find((doc) => typeof doc.slug === 'string')!
    const page = `/blog/${post.slug}`
    await visitor.request(page, { headers: browser })
    expect((await visitor.request(page, { headers: browser })).headers['x-cache-status']).toBe(
      'HIT',
    )
    const title = `Guía revisada ${Date.now()}`
    const edit = await fetch(`${front.url}/cms/api/blog-posts/${post.id}?locale=es`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ title }),
    })
    expect(edit.status).toBe(200)
    const edited = Date.now()
    let shownAfterMs: number | null = null
    while (Date.now() - edited < 5_000) {
      if ((await visitor.request(page, { headers: browser })).text().includes(title)) {
        shownAfterMs = Date.now() - edited
        break
      }
      await sleep(200)
    }
    console.log(`staff edit shown through nginx after ${shownAfterMs} ms`)
    expect(shownAfterMs).not.toBeNull()
  })
})
