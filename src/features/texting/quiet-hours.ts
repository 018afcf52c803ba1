import { addDays, zonedParts, zonedTime } from '@/features/schedule'

/** Texts other than the immediate auto-reply go out only between 8:00 and 21:00 local. */
export function withinTextingHours(timeZone: string, at: Date): boolean {
  const { hour } = zonedParts(at, timeZone)
  return hour >= 8 && hour < 21
}

/** The next 8:00 in the zone at or after `at` (for a text that may not go out at night). */
export function nextMorning(timeZone: string, at: Date): Date {
  const { date, hour } = zonedParts(at, timeZone)
  const today = zonedTime(timeZone, date, '08:00')
  return hour < 8 ? today : zonedTime(timeZone, addDays(date, 1), '08:00')
}
