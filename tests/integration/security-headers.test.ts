import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedServer } from '../support/shared-server'
import { startServer, type RunningServer } from '../support/server'

// Security headers on every kind of response: a cached page, an API answer, a 404 and the admin;
// HSTS and Secure cookies when the site's public origin is https.
const baseURL = sharedServer('baseURL')

function directives(policy: string | null) {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  )
}

function expectCommonHeaders(response: Response) {
  const csp = directives(response.headers.get('content-security-policy'))
  expect(csp.get('default-src')).toEqual(["'self'"])
  expect(csp.get('object-src')).toEqual(["'none'"])
  expect(csp.get('base-uri')).toEqual(["'self'"])
  expect(csp.get('form-action')).toEqual(["'self'"])
  expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  // Scripts only from this site: no host, scheme or wildcard source.
  for (const source of csp.get('script-src') ?? []) expect(source).toMatch(/^'/)
  // The embeds a visitor opens on demand.
  expect(csp.get('frame-src')).toEqual(
    expect.arrayContaining(['https://www.youtube-nocookie.com', 'https://maps.google.com']),
  )
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/)
  return csp
}

describe('security headers', () => {
  it('on a cached page: scripts of this origin and its own inline scripts by hash', async () => {
    const response = await fetch(`${baseURL}/en/contact`)
    expect(response.status).toBe(200)
    const csp = expectCommonHeaders(response)
    const [self, ...hashes] = csp.get('script-src') ?? []
    expect(self).toBe("'self'")
    expect(hashes.length).toBeGreaterThan(0)
    for (const hash of hashes) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/)
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it('on an API answer, a static file of the build and a 404', async () => {
    const api = await fetch(`${baseURL}/api/blogs/home`)
    expect(api.status).toBe(200)
    expectCommonHeaders(api)
    const page = await (await fetch(`${baseURL}/`)).text()
    const script = page.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1]
    expect(script).toBeTruthy()
    // A build file gets the policy of an answer that is not a page (a content or permissions
    // policy governs only a document): nothing may load or run in it opened on its own, nobody
    // may frame it. No page's headers on it: they would count in every page's JavaScript budget.
    const file = await fetch(baseURL + script)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect(file.headers.get('x-frame-options')).toBe('DENY')
    expect(file.headers.get('permissions-policy')).toBeNull()
    const missing = await fetch(`${baseURL}/no-such-page-${Date.now()}`)
    expect(missing.status).toBe(404)
    expectCommonHeaders(missing)
  })

  it('on the admin: a nonce and strict-dynamic, no inline scripts, never framed', async () => {
    const response = await fetch(`${baseURL}/admin/login`)
    expect(response.status).toBe(200)
    const csp = expectCommonHeaders(response)
    const scripts = csp.get('script-src') ?? []
    expect(scripts).toContain("'strict-dynamic'")
    expect(scripts).not.toContain("'unsafe-inline'")
    const nonce = scripts.find((source) => source.startsWith("'nonce-"))?.slice(7, -1)
    expect(nonce).toBeTruthy()
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    // Every script of the page carries the nonce, so the browser runs it.
    const html = await response.text()
    const tags = html.match(/<script\b[^>]*>/g) ?? []
    expect(tags.length).toBeGreaterThan(0)
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`)
    // A new nonce on each response.
    const again = directives(
      (await fetch(`${baseURL}/admin/login`)).headers.get('content-security-policy'),
    )
    expect(again.get('script-src')).not.toContain(`'nonce-${nonce}'`)
  })

  it('only the admin asks for the colour-scheme hint: public answers are not sent twice', async () => {
    for (const path of ['/', '/en/contact', '/api/blogs/home', '/icon.svg']) {
      const response = await fetch(baseURL + path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('critical-ch'), path).toBeNull()
      expect(response.headers.get('accept-ch'), path).toBeNull()
      expect(response.headers.get('vary') ?? '', path).not.toMatch(/prefers-color-scheme/i)
    }
    const admin = await fetch(`${baseURL}/admin/login`)
    expect(admin.headers.get('accept-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
  })

  it('on the retry page of a failed plain post (rendered per request): a nonce', async () => {
    const response = await fetch(`${baseURL}/formulario`, { redirect: 'manual' })
    const csp = expectCommonHeaders(response)
    expect(csp.get('script-src')).toContain("'strict-dynamic'")
  })
})

describe('with an https SITE_URL', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({
      DATABASE_URL: sharedServer('databaseUrl'),
      SITE_URL: 'https://firm.example',
      PAYLOAD_SECRET: 'security-headers-test-secret-of-32-chars-or-more',
    })
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
  })

  it('sends HSTS on pages, API answers and the admin, and marks every cookie Secure', async () => {
    const stylesheet = (await (await fetch(server.url + '/')).text()).match(
      /\/_next\/static\/chunks\/[^"]+\.css/,
    )?.[0]
    expect(stylesheet).toBeDefined()
    for (const path of [
      '/',
      '/en/contact',
      '/api/blogs/home',
      '/admin/login',
      '/csrf-token',
      stylesheet,
    ]) {
      const response = await fetch(server.url + path)
      expect(response.headers.get('strict-transport-security'), path).toMatch(/max-age=\d{7,}/)
    }
    const cookies = [
      ...(await fetch(`${server.url}/csrf-token`)).headers.getSetCookie(),
      ...(
        await fetch(`${server.url}/api/campaign-source`, {
          headers: { referer: 'https://firm.example/?utm_source=tiktok' },
        })
      ).headers.getSetCookie(),
    ]
    expect(cookies).toHaveLength(2)
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i)
  })
})
