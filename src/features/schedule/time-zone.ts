import { zonedParts } from './business-time'

export { firmTimeZone, isTimeZone, zoneOrFallback } from './firm-time-zone'

const partsIn = zonedParts

/** Minutes the zone is ahead of UTC at that instant (-300 for New York in winter). */
export function zoneOffsetMinutes(date: Date, timeZone: string): number {
  const p = partsIn(date, timeZone)
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000)
}

const two = (value: number) => String(Math.abs(value)).padStart(2, '0')

/** The day of that instant in the zone, as YYYY-MM-DD. */
export function dayInZone(date: Date, timeZone: string): string {
  const p = partsIn(date, timeZone)
  return `${p.year}-${two(p.month)}-${two(p.day)}`
}

/** '2026-11-25T18:05:00-05:00': the instant as the zone's wall clock with its offset. */
export function isoInZone(date: Date, timeZone: string): string {
  const p = partsIn(date, timeZone)
  const offset = zoneOffsetMinutes(date, timeZone)
  const sign = offset < 0 ? '-' : '+'
  const clock = `${two(p.hour)}:${two(p.minute)}:${two(p.second)}`
  return `${dayInZone(date, timeZone)}T${clock}${sign}${two(Math.trunc(offset / 60))}:${two(offset % 60)}`
}

/** The instant a zone's day (YYYY-MM-DD) starts; `next` gives the following day's start. */
export function dayStartInZone(day: string, timeZone: string, next = false): Date {
  const [year, month, date] = day.split('-').map(Number)
  const midnightUtc = Date.UTC(year, month - 1, date + (next ? 1 : 0))
  // The offset at the guess, then at the corrected instant (a DST change may fall in between).
  let instant = midnightUtc - zoneOffsetMinutes(new Date(midnightUtc), timeZone) * 60_000
  instant = midnightUtc - zoneOffsetMinutes(new Date(instant), timeZone) * 60_000
  return new Date(instant)
}
