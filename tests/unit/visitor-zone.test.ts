import { describe, expect, it } from 'vitest'
import { visitorZone } from '@/features/leads/intake/visitor-zone'

describe("the visitor's time zone sent by the lead form", () => {
  it('takes an IANA zone, in its canonical spelling', () => {
    expect(visitorZone('America/Los_Angeles')).toBe('America/Los_Angeles')
    expect(visitorZone(' america/chicago ')).toBe('America/Chicago')
    expect(visitorZone('America/Argentina/Buenos_Aires')).toMatch(/^America\/.*Buenos_Aires$/)
  })

  it('ignores anything else rather than refusing the lead', () => {
    for (const value of [
      undefined,
      '',
      'Mars/Olympus_Mons',
      'UTC',
      'EST',
      '+05:00',
      '<script>alert(1)</script>',
      `America/${'x'.repeat(80)}`,
      42,
    ])
      expect(visitorZone(value), String(value)).toBeUndefined()
  })
})
