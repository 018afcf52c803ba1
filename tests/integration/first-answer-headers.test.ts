import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cmsApi, startStaffServer } from '../support/http'
import type { RunningServer } from '../support/server'

// The first answer of a fresh server for a path (nothing cached yet) carries each header once:
// two `location` or two `Permissions-Policy` lines are legal for no client, and a strict cache
// or proxy may refuse the answer. Read as sent (Node's rawHeaders), not as a joined Headers.
let server: RunningServer
let cms: ReturnType<typeof cmsApi>

function firstAnswer(path: string) {
  return new Promise<{ status: number; raw: string[] }>((resolve, reject) => {
    http
      .get(`${server.url}${path}`, (response) => {
        response.resume()
        response.on('end', () =>
          resolve({ status: response.statusCode!, raw: response.rawHeaders }),
        )
      })
      .on('error', reject)
  })
}

/** How many times each header name was sent. */
function counts(raw: string[]) {
  const seen = new Map<string, number>()
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase()
    seen.set(name, (seen.get(name) ?? 0) + 1)
  }
  return seen
}

function expectOnce(raw: string[], names: string[]) {
  const seen = counts(raw)
  for (const name of names) expect(seen.get(name), `${name} in ${raw.join(' | ')}`).toBe(1)
  for (const [name, times] of seen) {
    if (name !== 'set-cookie' && name !== 'link') expect(times, name).toBe(1)
  }
}

beforeAll(async () => {
  const started = await startStaffServer('first-answer-headers')
  server = started.server
  cms = cmsApi(server.url, () => started.staff.token)
  const saved = await cms('POST', '/redirects', {
    from: '/visa-u-gratis',
    to: '/visa-humanitaria/visa-u',
  })
  expect(saved.status).toBe(201)
}, 240_000)

afterAll(async () => {
  await server?.stop()
})

describe('the first answer of each path', () => {
  it.each(['/en/tiktok-inmigracion', '/family-parole', '/visa-u-gratis'])(
    'redirects %s with one location, Cache-Control and Permissions-Policy',
    async (path) => {
      const { status, raw } = await firstAnswer(path)
      expect([301, 307, 308]).toContain(status)
      expectOnce(raw, ['location', 'cache-control', 'permissions-policy'])
    },
  )

  it('redirects a renamed campaign page once, on its first request after the change', async () => {
    const found = await cms('GET', '/pages?where[slug][equals]=family-parole&locale=en&depth=0')
    const page = found.data.docs[0]
    expect(page).toBeTruthy()
    const renamed = await cms('PATCH', `/pages/${page.id}?locale=en`, {
      slug: 'family-parole-2027',
      _status: 'published',
    })
    expect(renamed.status).toBe(200)
    const { status, raw } = await firstAnswer('/en/family-parole')
    expect([301, 308]).toContain(status)
    expectOnce(raw, ['location', 'cache-control', 'permissions-policy'])
  })

  it.each(['/', '/en/contact', '/no-existe'])(
    'answers %s with one Cache-Control and Permissions-Policy',
    async (path) => {
      const { raw } = await firstAnswer(path)
      expectOnce(raw, ['cache-control', 'permissions-policy'])
    },
  )
})

describe('the favicon', () => {
  it('answers /favicon.ico with the site icon', async () => {
    const { status, raw } = await firstAnswer('/favicon.ico')
    expect(status).toBe(301)
    expect(raw[raw.findIndex((name) => name.toLowerCase() === 'location') + 1]).toBe('/icon.svg')
    const icon = await fetch(`${server.url}/icon.svg`)
    expect(icon.status).toBe(200)
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
  })
})
