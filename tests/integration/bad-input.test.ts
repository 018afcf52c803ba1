import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabase } from '../support/database'
import { firstStaffToken, Staff, Visitor } from '../support/http'
import { send } from '../support/lead-fuzz.mjs'
import { startServer, type RunningServer } from '../support/server'

// A server of its own with a webhook configured (a closed port: deliveries stay pending), so
// every lead has delivery rows, as in production.
let server: RunningServer
let staff: Staff
let adminToken: string

beforeAll(async () => {
  server = await startServer({
    DATABASE_URL: await freshDatabase('bad-input'),
    LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/hooks/leads',
    OUTBOX_RETRY_BASE_MS: '600000',
    LEAD_RATE_LIMIT: '1000',
  })
  adminToken = await firstStaffToken(server.url)
  staff = new Staff(server.url, adminToken)
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

let counter = 0
const uniquePhone = () =>
  `20255${String(Date.now()).slice(-3)}${String((counter += 1)).padStart(2, '0')}`

const lead = (phone: string, extra: Record<string, string> = {}) => ({
  nombre: 'Rosa Elena Díaz',
  email: 'rosa@example.com',
  phone,
  mensaje: 'Necesito una consulta',
  checkbox: '1',
  seccion: 'Footer Inglés',
  ...extra,
})

async function storedLead(phone: string) {
  const { docs } = await staff.find('leads', { phone })
  return docs[0]
}

describe('cookies that do not decode', () => {
  // Cookie values as they arrive on the wire; each one made pages or posts answer 500 before.
  const cookies = [
    'campaign_source=100%25',
    'campaign_source=%E2%82%AC%20promo',
    'campaign_source=%0D%0Ainjected',
    'campaign_source=%E0%A4%A',
    'lead_csrf=%0Anonce',
    'lead_csrf=%E2%82%AC',
    'lead_flash=%%%',
  ]

  it.each(cookies)('pages and /csrf-token still answer 200 with %s', async (cookie) => {
    for (const path of ['/', '/en/contact', '/csrf-token', '/api/campaign-source']) {
      const response = await fetch(`${server.url}${path}`, { headers: { cookie } })
      expect(response.status, path).toBe(200)
    }
  })

  it.each(cookies)('a valid lead posted with %s is stored', async (cookie) => {
    // The visitor arrives with the odd cookie, gets a token as the page's script does, and posts.
    const jar = new Map([cookie.split(/=(.*)/s).slice(0, 2) as [string, string]])
    const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    const tokenResponse = await fetch(`${server.url}/csrf-token`, { headers: { cookie: header() } })
    for (const line of tokenResponse.headers.getSetCookie()) {
      const [name, value] = line.split(';')[0].split(/=(.*)/s)
      jar.set(name, value)
    }
    const { token } = await tokenResponse.json()
    const phone = uniquePhone()
    const response = await fetch(`${server.url}/api/prospecto/agregar`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', cookie: header() },
      body: JSON.stringify({ ...lead(phone), _token: token }),
    })
    expect(await response.json()).toMatchObject({ status: 'success' })
    expect(await storedLead(phone)).toBeTruthy()
  })

  it('keeps what can be read of a source that was decoded twice', async () => {
    const visitor = new Visitor(server.url)
    const token = await visitor.token()
    const phone = uniquePhone()
    await fetch(`${server.url}/api/prospecto/agregar`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `${visitor.cookieHeader()}; campaign_source=100%25`,
      },
      body: JSON.stringify({ ...lead(phone), _token: token }),
    })
    expect((await storedLead(phone))?.source).toBe('100')
  })
})

describe('page URLs that do not decode twice', () => {
  // Next.js decodes a segment once; pages that decoded it again answered 500 on `%25` or `%E0`.
  it.each([
    '/100%25',
    '/%E0%A4%A',
    '/en/%E0%A4%A',
    '/abogados/100%25',
    '/en/attorneys/%E0%A4%A',
    '/blog/100%25',
    '/en/blog/%E0%A4%A',
    '/blog/categoria/100%25',
  ])('%s answers 404', async (path) => {
    expect((await fetch(`${server.url}${path}`)).status).toBe(404)
  })
})

describe('fecha_hora', () => {
  it.each([
    ['<b>2026</b>', undefined],
    ['2026-11-22T10:00:00.000Z\u0000', undefined],
    ['2026-02-31T10:00:00Z', undefined],
    ['yesterday', undefined],
    ['2026-11-22T10:00:00.000Z', '2026-11-22T10:00:00.000Z'],
    ['2026-11-22T04:00:00-06:00', '2026-11-22T04:00:00-06:00'],
  ])('%j is stored as %j and the lead is kept', async (sent, kept) => {
    const phone = uniquePhone()
    const response = await new Visitor(server.url).post(
      '/api/prospecto/agregar',
      lead(phone, { fecha_hora: sent }),
      'json',
    )
    expect(await response.json()).toMatchObject({ status: 'success' })
    const stored = await storedLead(phone)
    expect(stored).toBeTruthy()
    expect(stored.fechaHora ?? undefined).toBe(kept)
  })
})

describe('methods outside GET/HEAD/POST/PUT/PATCH/DELETE/OPTIONS', () => {
  const paths = [
    '/',
    '/en/contact',
    '/api/prospecto/agregar',
    '/api/buscar',
    '/csrf-token',
    '/cms/api/leads',
    '/admin',
    '/_next/static/x.js',
    '/no-such-page',
  ]
  it.each(['TRACE', 'PROPFIND', 'MKCOL', 'LINK', 'PURGE'])(
    '%s answers 405 on every route',
    async (method) => {
      for (const path of paths) {
        const response = await send(server.url, { method, path, headers: {}, body: '' })
        expect(response.status, `${method} ${path}`).toBe(405)
      }
      // The site still serves afterwards.
      expect((await fetch(`${server.url}/`)).status).toBe(200)
    },
  )

  it.each(['TRACK', 'FOO'])(
    '%s, unknown to the HTTP parser, is refused with 400',
    async (method) => {
      for (const path of paths) {
        const response = await send(server.url, { method, path, headers: {}, body: '' })
        expect(response.status, `${method} ${path}`).toBe(400)
      }
    },
  )
})

describe('deleting a lead', () => {
  it('an admin deletes a lead that has deliveries, and its deliveries go with it', async () => {
    const phone = uniquePhone()
    await new Visitor(server.url).post('/api/prospecto/agregar', lead(phone))
    const stored = await storedLead(phone)
    const before = await staff.find('lead-deliveries', { lead: String(stored.id) })
    expect(before.totalDocs).toBeGreaterThan(0)

    const response = await fetch(`${server.url}/cms/api/leads/${stored.id}`, {
      method: 'DELETE',
      headers: { authorization: `JWT ${adminToken}` },
    })
    expect(response.status).toBe(200)
    expect(await storedLead(phone)).toBeUndefined()
    expect((await staff.find('lead-deliveries', { lead: String(stored.id) })).totalDocs).toBe(0)
  })
})
