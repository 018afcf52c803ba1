import { afterEach, describe, expect, it } from 'vitest'
import { lastDays, perDay } from '@/features/leads/admin/lead-stats'
import { firmDateTime } from '@/features/leads/admin/firm-time'
import { dayStartInZone, firmTimeZone, isoInZone } from '@/features/leads/pipeline/time-zone'

const zone = 'America/New_York'

afterEach(() => {
  delete process.env.FIRM_TIME_ZONE
})

describe('the firm time zone', () => {
  it('defaults to New York and refuses a name that is not a zone', () => {
    expect(firmTimeZone()).toBe(zone)
    process.env.FIRM_TIME_ZONE = 'America/Chicago'
    expect(firmTimeZone()).toBe('America/Chicago')
    process.env.FIRM_TIME_ZONE = 'Mars/Olympus'
    expect(() => firmTimeZone()).toThrow('FIRM_TIME_ZONE (Mars/Olympus) must be an IANA time zone')
  })

  it('counts an evening lead on its New York day, not the next UTC day', () => {
    const now = new Date('2026-11-26T12:00:00Z')
    const days = lastDays(now, zone)
    expect(days.at(-1)).toBe('2026-11-26')
    const counts = perDay(['2026-11-26T03:30:00Z', '2026-11-26T05:30:00Z'], days, zone)
    expect(counts.find((day) => day.label === '2026-11-25')?.count).toBe(1)
    expect(counts.find((day) => day.label === '2026-11-26')?.count).toBe(1)
  })

  it('writes instants with the zone offset and finds where a day starts, across DST', () => {
    expect(isoInZone(new Date('2026-11-26T03:30:00Z'), zone)).toBe('2026-11-25T22:30:00-05:00')
    expect(isoInZone(new Date('2026-07-01T03:30:00Z'), zone)).toBe('2026-06-30T23:30:00-04:00')
    expect(dayStartInZone('2026-11-25', zone).toISOString()).toBe('2026-11-25T05:00:00.000Z')
    expect(dayStartInZone('2026-03-08', zone, true).toISOString()).toBe('2026-03-09T04:00:00.000Z')
  })

  it('reads dates in Spanish as "25 de noviembre de 2026", with the zone', () => {
    const es = firmDateTime('2026-11-25T23:05:00Z', 'es')
    expect(es).toMatch(/^25 de noviembre de 2026.*6:05/)
    expect(es).not.toMatch(/º/)
    expect(firmDateTime('2026-11-25T23:05:00Z', 'en')).toMatch(/^November 25, 2026.*6:05.*PM EST/)
  })
})
