import type { Payload } from 'payload'
import { readSchedule, weekdays, zonedParts, type BusinessCalendar } from '@/features/schedule'
import { bookableDays, busyFrom, freeSlots } from '../availability'
import { readRules } from '../rules'
import { computeSlots, type Slot } from '../slots'

/** One firm date of the preview: the times a visitor would be offered, as ISO instants. */
export type PreviewDay = { date: string; starts: string[] }

export type BookingPreview = {
  /** The firm's time zone: the times are shown on its clock. */
  timeZone: string
  days: PreviewDay[]
  /** Times the agents are available on those dates that the Intake schedule takes away. */
  closedByScheduleCount: number
  /** Whether any agent has weekly hours at all (a first run has none). */
  hasAvailability: boolean
}

/** The firm open every hour of every day: the agents' hours alone, before the schedule narrows. */
const alwaysOpen = (timeZone: string): BusinessCalendar => ({
  timeZone,
  holidays: [],
  hours: weekdays.map((day) => ({ day, opens: '00:00', closes: '23:59' })),
})

const firmDate = (slot: Slot, timeZone: string) => zonedParts(slot.start, timeZone).date

/**
 * The booking picker's slots of its next bookable days (`freeSlots`, what the picker offers:
 * Intake schedule, booking rules, booked calls), grouped by the firm's date, and
 * how many of the agents' available times on those dates the schedule's hours or holidays take
 * away, so the settings screen shows what visitors will be offered and why some times are not.
 */
export async function bookingPreview(payload: Payload, now = new Date()): Promise<BookingPreview> {
  const [offered, schedule, rules, busy] = await Promise.all([
    freeSlots(payload, bookableDays, now),
    readSchedule(payload),
    readRules(payload),
    busyFrom(payload, now),
  ])
  const { timeZone } = schedule
  const days = new Map<string, string[]>()
  for (const slot of offered) {
    const date = firmDate(slot, timeZone)
    days.set(date, [...(days.get(date) ?? []), slot.start.toISOString()])
  }
  const lastDate = offered.length
    ? firmDate(offered.at(-1)!, timeZone)
    : zonedParts(new Date(now.getTime() + bookableDays * 86_400_000), timeZone).date
  const offeredStarts = new Set(offered.map((slot) => slot.start.getTime()))
  const closedByScheduleCount = computeSlots(alwaysOpen(timeZone), rules, busy, now, 60)
    .filter((slot) => firmDate(slot, timeZone) <= lastDate)
    .filter((slot) => !offeredStarts.has(slot.start.getTime())).length
  return {
    timeZone,
    days: [...days].map(([date, starts]) => ({ date, starts })),
    closedByScheduleCount,
    hasAvailability: rules.availability.some((row) => row.days.length && row.from < row.to),
  }
}
