import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStaffServer, Visitor, type Staff } from '../support/http'
import type { RunningServer } from '../support/server'

// No reverse proxy in front (TRUST_PROXY unset): a visitor who writes X-Forwarded-For themselves
// must neither get around the per-IP limit nor choose the address stored with the lead.
let server: RunningServer
let staff: Staff

beforeAll(async () => {
  ;({ server, staff } = await startStaffServer('client-address'))
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

describe('the client address without a trusted proxy', () => {
  it('ignores forged X-Forwarded-For values: one limit, the real address stored', async () => {
    if (Date.now() % 60_000 > 50_000) {
      await new Promise((resolve) => setTimeout(resolve, 60_000 - (Date.now() % 60_000) + 200))
    }
    const statuses: number[] = []
    for (let i = 0; i < 13; i++) {
      const forger = new Visitor(server.url, `203.0.113.${i + 1}`)
      const response = await forger.post('/api/prospecto/agregar', {
        nombre: 'Forged Address',
        phone: `40455506${String(i).padStart(2, '0')}`,
        email: 'forged@example.com',
        checkbox: '1',
        seccion: 'Footer Español',
      })
      statuses.push(response.status)
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(3)
    const { docs } = await staff.find('leads', { nombre: 'Forged Address' })
    expect(docs).toHaveLength(10)
    for (const lead of docs) expect(lead.ip).toMatch(/^(::ffff:)?127\.0\.0\.1$/)
  })
})
