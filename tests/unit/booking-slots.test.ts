import { describe, expect, it } from 'vitest'
import { computeSlots, type BookingRules } from '@/features/booking/slots'
import { zonedSlot } from '@/features/booking/days'
import { reminderTime } from '@/features/booking/reminder-times'
import { callTime } from '@/features/booking/texts'
import type { BusinessCalendar } from '@/features/schedule/business-time'

const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'] as const
const calendar: BusinessCalendar = {
  timeZone: 'America/New_York',
  hours: weekdays.map((day) => ({ day, opens: '09:00', closes: '18:00' })),
  holidays: ['2026-03-04'],
}
const rules = (extra: Partial<BookingRules> = {}): BookingRules => ({
  slotMs: 30 * 60_000,
  bufferMs: 0,
  noticeMs: 0,
  availability: [
    { agent: 1, days: [...weekdays], from: '09:00', to: '12:00' },
    { agent: 2, days: ['mon'], from: '13:00', to: '15:00' },
  ],
  daysOff: [],
  ...extra,
})
const iso = (date: Date) => date.toISOString()

describe('booking slots', () => {
  it('follow the agents’ weekly availability, the firm’s holidays and days off', () => {
    const now = new Date('2026-03-02T11:00:00Z') // Monday 06:00 in New York
    const slots = computeSlots(
      calendar,
      rules({ daysOff: [{ agent: 1, date: '2026-03-03' }] }),
      [],
      now,
      4,
    )
    const monday = slots.filter((slot) => iso(slot.start).startsWith('2026-03-02'))
    expect(monday.map((slot) => iso(slot.start))).toEqual([
      ...['14:00', '14:30', '15:00', '15:30', '16:00', '16:30'].map(
        (t) => `2026-03-02T${t}:00.000Z`,
      ),
      ...['18:00', '18:30', '19:00', '19:30'].map((t) => `2026-03-02T${t}:00.000Z`),
    ])
    expect(monday.at(-1)!.agents).toEqual([2])
    // Tuesday: agent 1 off; Wednesday: the firm's holiday; Thursday and Friday open.
    expect(slots.some((slot) => iso(slot.start).startsWith('2026-03-03'))).toBe(false)
    expect(slots.some((slot) => iso(slot.start).startsWith('2026-03-04'))).toBe(false)
    expect(slots.filter((slot) => iso(slot.start).startsWith('2026-03-05'))).toHaveLength(6)
    // Four business days counted (the holiday is not one): Monday, Tuesday, Thursday, Friday.
    expect(slots.at(-1)!.start).toEqual(new Date('2026-03-06T16:30:00Z'))
  })

  it('leave out busy agents (with the buffer) and times inside the minimum notice', () => {
    const now = new Date('2026-03-02T14:10:00Z') // 09:10
    const busy = [
      { agent: 1, start: new Date('2026-03-02T15:00:00Z'), end: new Date('2026-03-02T15:30:00Z') },
    ]
    const slots = computeSlots(
      calendar,
      rules({ noticeMs: 60 * 60_000, bufferMs: 0 }),
      busy,
      now,
      1,
    ).map((slot) => iso(slot.start))
    expect(slots[0]).toBe('2026-03-02T15:30:00.000Z')
    expect(slots).not.toContain('2026-03-02T15:00:00.000Z')
    const buffered = computeSlots(calendar, rules({ bufferMs: 15 * 60_000 }), busy, now, 1)
    // 45-minute steps from 09:00; 10:30 would start inside the buffer after the busy call.
    expect(buffered.map((slot) => iso(slot.start))).not.toContain('2026-03-02T15:30:00.000Z')
  })

  it('keeps 9:00 local across the March and November DST changes', () => {
    const march = computeSlots(calendar, rules(), [], new Date('2026-03-06T05:00:00Z'), 2)
    expect(march[0].start).toEqual(new Date('2026-03-06T14:00:00Z')) // Friday 9:00 EST
    expect(march.find((s) => iso(s.start).startsWith('2026-03-09'))!.start).toEqual(
      new Date('2026-03-09T13:00:00Z'), // Monday 9:00 EDT
    )
    const november = computeSlots(calendar, rules(), [], new Date('2026-10-30T05:00:00Z'), 2)
    expect(november[0].start).toEqual(new Date('2026-10-30T13:00:00Z')) // Friday 9:00 EDT
    expect(november.find((s) => iso(s.start).startsWith('2026-11-02'))!.start).toEqual(
      new Date('2026-11-02T14:00:00Z'), // Monday 9:00 EST
    )
  })

  it('shows a slot in Puerto Rico, Arizona, Hawaii and Mexico with their own offsets', () => {
    const slot = { start: new Date('2026-03-09T13:00:00Z'), end: new Date('2026-03-09T13:30:00Z') }
    expect(zonedSlot(slot, 'America/New_York').start).toBe('2026-03-09T09:00:00-04:00')
    expect(zonedSlot(slot, 'America/Puerto_Rico').start).toBe('2026-03-09T09:00:00-04:00')
    expect(zonedSlot(slot, 'America/Phoenix').start).toBe('2026-03-09T06:00:00-07:00')
    expect(zonedSlot(slot, 'Pacific/Honolulu').start).toBe('2026-03-09T03:00:00-10:00')
    expect(zonedSlot(slot, 'America/Mexico_City').start).toBe('2026-03-09T07:00:00-06:00')
    // Before the US change, Puerto Rico (no DST) is an hour ahead of New York.
    const winter = {
      start: new Date('2026-03-06T14:00:00Z'),
      end: new Date('2026-03-06T14:30:00Z'),
    }
    expect(zonedSlot(winter, 'America/Puerto_Rico').start).toBe('2026-03-06T10:00:00-04:00')
    expect(callTime(slot.start, 'America/Phoenix', 'es')).toBe(
      'lunes 9 de marzo, 6:00 a. m., hora de Arizona',
    )
    expect(callTime(slot.start, 'America/Chicago', 'en')).toBe(
      'Monday, March 9, 8:00 AM, Central Time',
    )
  })
})

describe('reminder times', () => {
  const booked = new Date('2026-03-01T12:00:00Z')
  it('are 24 h and 1 h before when those fall between 8:00 and 21:00 of the visitor', () => {
    const start = new Date('2026-03-10T15:00:00Z') // 10:00 in Chicago
    expect(reminderTime('24h', start, 'America/Chicago', booked)).toEqual(
      new Date('2026-03-09T15:00:00Z'),
    )
    expect(reminderTime('1h', start, 'America/Chicago', booked)).toEqual(
      new Date('2026-03-10T14:00:00Z'),
    )
  })
  it('never fall at night: the day-before one moves to the evening before, the hour-before one is dropped', () => {
    const start = new Date('2026-03-10T13:00:00Z') // 9:00 New York = 3:00 in Honolulu
    expect(reminderTime('24h', start, 'Pacific/Honolulu', booked)).toEqual(
      new Date('2026-03-09T06:45:00Z'), // 20:45 on the 8th in Honolulu
    )
    expect(reminderTime('1h', start, 'Pacific/Honolulu', booked)).toBeNull()
  })
  it('are not sent when the call was booked after their time', () => {
    const start = new Date('2026-03-10T15:00:00Z')
    expect(
      reminderTime('24h', start, 'America/Chicago', new Date('2026-03-10T10:00:00Z')),
    ).toBeNull()
  })
})
