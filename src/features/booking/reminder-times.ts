import { zonedParts, zonedTime } from '@/features/schedule'
import { withinTextingHours } from '@/features/texting'

export type ReminderKind = '24h' | '1h'

const before: Record<ReminderKind, number> = { '24h': 24 * 3_600_000, '1h': 3_600_000 }

/** The latest time before 21:00 of the previous evening, for a reminder that would fall at night. */
const lastEveningMinute = '20:45'

/**
 * When a reminder goes out, in the visitor's zone never between 21:00 and 8:00: the day-before
 * one falls back to the evening before when its hour is at night; the hour-before one, which
 * would then be as early as the day-before one, is not sent. Null too when the call was booked
 * too late for it.
 */
export function reminderTime(
  kind: ReminderKind,
  start: Date,
  timeZone: string,
  bookedAt: Date,
): Date | null {
  const ideal = new Date(start.getTime() - before[kind])
  let due: Date | null = ideal
  if (!withinTextingHours(timeZone, ideal)) {
    if (kind === '1h') return null
    const local = zonedParts(ideal, timeZone)
    const eveningOf = local.hour >= 21 ? local.date : previousDate(local.date)
    due = zonedTime(timeZone, eveningOf, lastEveningMinute)
  }
  return due.getTime() > bookedAt.getTime() ? due : null
}

function previousDate(date: string) {
  const [year, month, day] = date.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10)
}
