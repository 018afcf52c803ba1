import { describe, expect, it } from 'vitest'
import { scrubLine } from '../../src/lib/logging/scrub.mjs'
import { routeGroup } from '../../src/lib/metrics/route-group.mjs'

describe('log lines keep no contact details', () => {
  it('cuts e-mails, phones in any format and IP addresses', () => {
    const line = JSON.stringify({
      msg: 'SMTP 550 for maria.lopez+x@example.co.uk, phone (202) 555-0187, +1 202-555-0187, 2025550187',
      err: 'connect ECONNREFUSED 203.0.113.45:587 and 2001:db8::1 / fe80:0:0:0:0:0:0:1',
    })
    const scrubbed = scrubLine(line)
    for (const secret of [
      'maria',
      'example.co.uk',
      '555-0187',
      '2025550187',
      '113.45',
      '2001:db8',
      'fe80',
    ]) {
      expect(scrubbed).not.toContain(secret)
    }
    expect(scrubbed).toContain('[email]')
    expect(scrubbed).toContain('[phone]')
    expect(scrubbed).toContain('203.0.x.x')
  })

  it('leaves request ids, times, ids and durations alone', () => {
    const line = JSON.stringify({
      time: '2026-11-28T02:23:09.123Z',
      reqId: 'f3a9c1e27b4d4e6a9c0b1d2e3f405162',
      uuid: '5b0f3b7e-2c1a-4c8e-9f1d-1234567890ab',
      lead: 1234567,
      ms: 12.5,
      msg: 'Lead 42 webhook delivery failed at 02:23:09',
    })
    expect(scrubLine(line)).toBe(line)
  })
})

describe('route groups', () => {
  it('name a request by a fixed group, never by its path', () => {
    expect(routeGroup('/api/prospecto/agregar?x=1')).toBe('lead-post')
    expect(routeGroup('/_next/static/chunks/a.js')).toBe('static')
    expect(routeGroup('/blog?query=maria%20lopez')).toBe('page')
    expect(routeGroup('/cms/api/leads/3')).toBe('cms-api')
    expect(routeGroup('/healthz')).toBe('health')
    expect(routeGroup('/favicon.ico')).toBe('file')
  })
})
