import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabase } from '../support/database'
import { firstStaffToken, Visitor } from '../support/http'
import { startServer, type RunningServer } from '../support/server'

// Two instances on one database and one Redis, as an operator scales out: what one instance
// knows (limits, CSRF secret, published content) the other must know too.
const redisUrl = process.env.REDIS_URL
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.runIf(redisUrl)('two instances sharing Redis', () => {
  let a: RunningServer
  let b: RunningServer

  beforeAll(async () => {
    const env = {
      DATABASE_URL: await freshDatabase('shared-state'),
      REDIS_URL: redisUrl!,
      PAYLOAD_SECRET: 'secret-shared-by-both-instances-32-chars-or-more',
      LEAD_RATE_LIMIT: '10',
      TRUST_PROXY: '1',
    }
    a = await startServer(env) // the first applies the migrations and the sample content
    b = await startServer(env)
  }, 240_000)

  afterAll(async () => {
    await a?.stop()
    await b?.stop()
  })

  const lead = (phone: string) => ({
    nombre: 'Rosa Mendez',
    phone,
    email: 'rosa@example.com',
    checkbox: '1',
    seccion: 'Footer Español',
  })

  it('accepts a token from one instance on the other', async () => {
    const visitor = new Visitor(a.url)
    const token = await visitor.token()
    const response = await fetch(`${b.url}/api/prospecto/agregar`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        cookie: visitor.cookieHeader(),
        'x-forwarded-for': visitor.ip,
      },
      body: JSON.stringify({ ...lead('3055550400'), _token: token }),
    })
    expect(await response.json()).toMatchObject({ status: 'success' })
  })

  it('shares the per-IP lead limit: 10 a minute across both, not 20', async () => {
    // A fixed one-minute window: do not start the 20 posts across its end.
    if (Date.now() % 60_000 > 50_000) await sleep(60_000 - (Date.now() % 60_000) + 200)
    const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`
    const visitors = [new Visitor(a.url, ip), new Visitor(b.url, ip)]
    const statuses: number[] = []
    for (let i = 0; i < 20; i++) {
      const response = await visitors[i % 2].post(
        '/api/prospecto/agregar',
        lead(`30555505${String(i).padStart(2, '0')}`),
      )
      statuses.push(response.status)
    }
    const accepted = statuses.filter((status) => status === 200)
    expect(accepted).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(10)
    // Both instances took leads before the shared limit stopped them.
    expect(statuses.filter((status, i) => status === 200 && i % 2 === 0).length).toBeGreaterThan(0)
    expect(statuses.filter((status, i) => status === 200 && i % 2 === 1).length).toBeGreaterThan(0)
  })

  it('shares the staff login attempt limit', async () => {
    const email = `nobody-${Date.now()}@firm.test`
    const attempt = async (i: number) => {
      const response = await fetch(`${[a, b][i % 2].url}/cms/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.18.0.9' },
        body: JSON.stringify({ email, password: 'wrong-password-123' }),
      })
      return response.status
    }
    // Five failures at once on both instances (each refused login takes the 1.5 s floor), then
    // one more on each: refused by the count the other instance added to.
    const first = await Promise.all([0, 1, 2, 3, 4].map(attempt))
    expect(first.every((status) => status !== 429)).toBe(true)
    expect(await Promise.all([5, 6].map(attempt))).toEqual([429, 429])
  })

  /** Staff REST calls on instance A. */
  async function cmsOnA() {
    const token = await firstStaffToken(a.url)
    return (method: string, route: string, body?: unknown) =>
      fetch(`${a.url}/cms/api${route}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).then((response) => response.json())
  }

  /** How long after `since` B's answer at `url` contains `text`; null when not within 5 s. */
  async function shownOnB(url: string, text: string, since: number) {
    while (Date.now() - since < 5_000) {
      if ((await (await fetch(url)).text()).includes(text)) return Date.now() - since
      await sleep(200)
    }
    return null
  }

  it('shows a content edit made on A on B within 5 s', async () => {
    const cms = await cmsOnA()
    const { docs } = await cms('GET', '/blog-posts?locale=es&limit=1&depth=0')
    const post = docs[0]
    const page = `${b.url}/blog/${post.slug}`
    expect(await (await fetch(page)).text()).toContain(post.title.slice(0, 20))
    const title = `Guía actualizada ${Date.now()}`
    await cms('PATCH', `/blog-posts/${post.id}?locale=es`, { title })
    const shownAfterMs = await shownOnB(page, title, Date.now())
    console.log(`edit on A shown by B after ${shownAfterMs} ms`)
    expect(shownAfterMs).not.toBeNull()
  })

  it('shows a campaign page published on A on B within 5 s, and its later edit', async () => {
    const cms = await cmsOnA()
    const slug = `instancias-${Date.now().toString(36)}`
    const heading = `Campaña en dos instancias ${slug}`
    const layout = [{ blockType: 'hero', heading, text: 'Texto', cta: 'phone' }]
    const { doc } = await cms('POST', '/pages?locale=es', {
      title: heading,
      slug,
      layout,
      _status: 'draft',
    })
    const page = `${b.url}/${slug}`
    // B has answered (and cached) the path before: a draft is not a page.
    expect((await fetch(page)).status).toBe(404)
    await cms('PATCH', `/pages/${doc.id}?locale=es`, { _status: 'published' })
    const publishedAfterMs = await shownOnB(page, heading, Date.now())
    const edited = `Campaña editada ${slug}`
    await cms('PATCH', `/pages/${doc.id}?locale=es`, {
      layout: [{ ...layout[0], heading: edited }],
      _status: 'published',
    })
    const editedAfterMs = await shownOnB(page, edited, Date.now())
    console.log(
      `page published on A shown by B after ${publishedAfterMs} ms, edit ${editedAfterMs} ms`,
    )
    expect(publishedAfterMs).not.toBeNull()
    expect(editedAfterMs).not.toBeNull()
  })
})
