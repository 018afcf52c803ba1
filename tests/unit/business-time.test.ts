import { describe, expect, it } from 'vitest'
import {
  addBusinessTime,
  businessMsBetween,
  isOpen,
  nextOpening,
  zonedTime,
  type BusinessCalendar,
} from '@/features/schedule/business-time'
import { nextMorning, withinTextingHours } from '@/features/texting/quiet-hours'

const weekdays9to6: BusinessCalendar = {
  timeZone: 'America/New_York',
  hours: (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
    day,
    opens: '09:00',
    closes: '18:00',
  })),
  holidays: ['2026-11-26'],
}
const at = (iso: string) => new Date(iso)
const minutes = 60_000

describe("the firm's business time", () => {
  it('turns a wall-clock time into the instant, across daylight saving', () => {
    expect(zonedTime('America/New_York', '2026-11-25', '09:00').toISOString()).toBe(
      '2026-11-25T14:00:00.000Z',
    )
    expect(zonedTime('America/New_York', '2026-07-01', '09:00').toISOString()).toBe(
      '2026-07-01T13:00:00.000Z',
    )
  })

  it('is open on a weekday inside its hours, closed after them, on weekends and holidays', () => {
    expect(isOpen(weekdays9to6, at('2026-11-25T15:00:00Z'))).toBe(true) // Wed 10:00
    expect(isOpen(weekdays9to6, at('2026-11-25T23:30:00Z'))).toBe(false) // Wed 18:30
    expect(isOpen(weekdays9to6, at('2026-11-26T15:00:00Z'))).toBe(false) // Thanksgiving
    expect(isOpen(weekdays9to6, at('2026-11-28T15:00:00Z'))).toBe(false) // Saturday
  })

  it('says when it next opens: Wednesday evening → Friday 9:00 past the holiday', () => {
    expect(nextOpening(weekdays9to6, at('2026-11-25T23:30:00Z'))?.toISOString()).toBe(
      '2026-11-27T14:00:00.000Z',
    )
    const now = at('2026-11-25T15:00:00Z')
    expect(nextOpening(weekdays9to6, now)).toEqual(now)
    expect(nextOpening({ ...weekdays9to6, hours: [] }, now)).toBeNull()
  })

  it('counts a delay in open time only', () => {
    // Five minutes from 17:58 Wednesday: two today, three on Friday morning.
    expect(
      addBusinessTime(weekdays9to6, at('2026-11-25T22:58:00Z'), 5 * minutes).toISOString(),
    ).toBe('2026-11-27T14:03:00.000Z')
    expect(
      addBusinessTime(weekdays9to6, at('2026-11-25T15:00:00Z'), 5 * minutes).toISOString(),
    ).toBe('2026-11-25T15:05:00.000Z')
    expect(
      businessMsBetween(weekdays9to6, at('2026-11-25T22:58:00Z'), at('2026-11-27T14:03:00Z')),
    ).toBe(5 * minutes)
  })

  it('keeps texts other than the auto-reply between 8:00 and 21:00 local', () => {
    expect(withinTextingHours('America/New_York', at('2026-11-25T12:59:00Z'))).toBe(false) // 7:59
    expect(withinTextingHours('America/New_York', at('2026-11-25T13:00:00Z'))).toBe(true)
    expect(withinTextingHours('America/New_York', at('2026-11-26T01:59:00Z'))).toBe(true) // 20:59
    expect(withinTextingHours('America/New_York', at('2026-11-26T02:00:00Z'))).toBe(false)
  })
})

describe('the next morning for a text found due at night', () => {
  it('is 8:00 the same day before dawn and the next day after 21:00, across DST', () => {
    const zone = 'America/Chicago'
    // 02:00 in Chicago on 8 March 2026, the night clocks go forward: 8:00 CDT is 13:00 UTC.
    expect(nextMorning(zone, at('2026-03-08T08:00:00Z')).toISOString()).toBe(
      '2026-03-08T13:00:00.000Z',
    )
    // 22:30 on 31 October: clocks go back at 2:00 that night, so 8:00 CST on 1 November is 14:00 UTC.
    expect(nextMorning(zone, at('2026-11-01T03:30:00Z')).toISOString()).toBe(
      '2026-11-01T14:00:00.000Z',
    )
    expect(nextMorning('Pacific/Honolulu', at('2026-11-25T09:00:00Z')).toISOString()).toBe(
      '2026-11-25T18:00:00.000Z',
    )
  })
})
