import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedServer } from '../support/shared-server'
import { startStaffServer, Staff, Visitor } from '../support/http'
import type { RunningServer } from '../support/server'

// No reverse proxy in front (TRUST_PROXY=0): a visitor who writes X-Forwarded-For, or the
// server's own peer header, themselves must neither get around the per-IP limit nor choose the
// address stored with the lead. Behind one trusted proxy (the shared test server, TRUST_PROXY=1)
// the proxy's X-Forwarded-For hop is the address.
let server: RunningServer
let staff: Staff

beforeAll(async () => {
  ;({ server, staff } = await startStaffServer('client-address', { TRUST_PROXY: '0' }))
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

describe('the client address without a trusted proxy', () => {
  it('ignores forged X-Forwarded-For and peer headers: one limit, the real address stored', async () => {
    if (Date.now() % 60_000 > 50_000) {
      await new Promise((resolve) => setTimeout(resolve, 60_000 - (Date.now() % 60_000) + 200))
    }
    const statuses: number[] = []
    for (let i = 0; i < 13; i++) {
      const forger = new Visitor(server.url, `203.0.113.${i + 1}`)
      const response = await forger.post(
        '/api/prospecto/agregar',
        {
          nombre: 'Forged Address',
          phone: `40455506${String(i).padStart(2, '0')}`,
          email: 'forged@example.com',
          checkbox: '1',
          seccion: 'Footer Español',
        },
        'multipart',
        // The header the server itself hands the peer's address in: overwritten, never believed.
        { 'x-site-peer-address': `203.0.113.${i + 101}` },
      )
      statuses.push(response.status)
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(3)
    const { docs } = await staff.find('leads', { nombre: 'Forged Address' })
    expect(docs).toHaveLength(10)
    for (const lead of docs) expect(lead.ip).toMatch(/^(::ffff:)?127\.0\.0\.1$/)
  })
})

describe('the client address behind one trusted proxy (TRUST_PROXY=1)', () => {
  it("stores the proxy's X-Forwarded-For hop as the visitor's address", async () => {
    const shared = sharedServer('baseURL')
    const visitor = new Visitor(shared, '198.51.100.231')
    const response = await visitor.post('/api/prospecto/agregar', {
      nombre: 'Behind Proxy',
      phone: '4045550888',
      email: 'behind-proxy@example.com',
      checkbox: '1',
      seccion: 'Footer Español',
    })
    expect(response.status).toBe(200)
    const { docs } = await new Staff(shared, sharedServer('staffToken')).find('leads', {
      nombre: 'Behind Proxy',
    })
    expect(docs.map((lead) => lead.ip)).toEqual(['198.51.100.231'])
  })
})
