import { describe, expect, it } from 'vitest'
import { perDay } from '@/features/leads/admin/lead-stats'
import { lastDays } from '@/features/leads/admin/dashboard-range'
import { firmDateTime } from '@/features/leads/admin/firm-time'
import { scheduleOf } from '@/features/schedule/schedule'
import {
  dayStartInZone,
  firmTimeZone,
  isoInZone,
  zoneOrFallback,
} from '@/features/schedule/time-zone'
import { parseEnvironment } from '@/lib/env.mjs'

const zone = 'America/New_York'

/** A Payload whose Intake schedule global holds `timeZone` (or cannot be read). */
const withSchedule = (timeZone: string | null | Error) => ({
  findGlobal: (async () => {
    if (timeZone instanceof Error) throw timeZone
    return { timeZone }
  }) as never,
})

describe('the firm time zone', () => {
  it("is the Intake schedule's zone, the one source for the desk and the business hours", async () => {
    expect(await firmTimeZone(withSchedule('America/Chicago'))).toBe('America/Chicago')
    expect(scheduleOf({ timeZone: 'America/Chicago' }).timeZone).toBe('America/Chicago')
  })

  it('falls back to FIRM_TIME_ZONE (New York when unset) while the schedule names none', async () => {
    // The unit tests run without FIRM_TIME_ZONE: its default stands in.
    expect(await firmTimeZone(withSchedule(null))).toBe(zone)
    expect(await firmTimeZone(withSchedule(''))).toBe(zone)
    expect(await firmTimeZone(withSchedule(new Error('no table yet')))).toBe(zone)
    expect(zoneOrFallback('Mars/Olympus')).toBe(zone)
    expect(scheduleOf({}).timeZone).toBe(zone)
    expect(parseEnvironment({ FIRM_TIME_ZONE: 'America/Denver' }).FIRM_TIME_ZONE).toBe(
      'America/Denver',
    )
    expect(() => parseEnvironment({ FIRM_TIME_ZONE: 'Mars/Olympus' })).toThrow(/FIRM_TIME_ZONE/)
  })

  it('counts an evening lead on its New York day, not the next UTC day', () => {
    const now = new Date('2026-11-26T12:00:00Z')
    const days = lastDays(now, zone, 30)
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
    const es = firmDateTime('2026-11-25T23:05:00Z', 'es', zone)
    expect(es).toMatch(/^25 de noviembre de 2026.*6:05/)
    expect(es).not.toMatch(/º/)
    expect(firmDateTime('2026-11-25T23:05:00Z', 'en', zone)).toMatch(
      /^November 25, 2026.*6:05.*PM EST/,
    )
  })
})
