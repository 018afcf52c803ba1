/** The firm's week as staff set it in the Intake schedule, in the firm's time zone. */
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof weekdays)[number]

export type BusinessCalendar = {
  timeZone: string
  /** Opening hours per weekday, "HH:MM" local; a day may have several intervals or none. */
  hours: { day: Weekday; opens: string; closes: string }[]
  /** Closed days, "YYYY-MM-DD" in the firm's time zone. */
  holidays: string[]
}

export type ZonedParts = {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
  weekday: Weekday
  /** "YYYY-MM-DD" of the local date. */
  date: string
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string) {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    })
    formatters.set(timeZone, format)
  }
  return format
}

/** The wall-clock date and time of an instant in a time zone. */
export function zonedParts(at: Date, timeZone: string): ZonedParts {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  )
  const pad = (n: string) => n.padStart(2, '0')
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: parts.weekday.toLowerCase().slice(0, 3) as Weekday,
    date: `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`,
  }
}

/** The zone's offset from UTC at an instant, in ms (New York in winter: -5 h). */
function offsetMs(at: Date, timeZone: string) {
  const p = zonedParts(at, timeZone)
  const seconds = at.getUTCSeconds() * 1000 + at.getUTCMilliseconds()
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) + seconds - at.getTime()
}

/**
 * Instants of wall-clock times already worked out, by zone, date and time: every lead asks
 * whether the firm is open and when it opens next, each a few of these, each two zone look-ups.
 * A zone's rules do not change while the process runs.
 */
const instants = new Map<string, number>()

/** The instant a wall-clock time occurs in a time zone (the later one across a DST change). */
export function zonedTime(timeZone: string, date: string, time: string): Date {
  const key = `${timeZone}|${date}|${time}`
  let instant = instants.get(key)
  if (instant === undefined) {
    instant = zonedInstant(timeZone, date, time)
    // Bounded: a year of dates with a few times a day in a few zones stays well under it.
    if (instants.size >= 20_000) instants.clear()
    instants.set(key, instant)
  }
  return new Date(instant)
}

function zonedInstant(timeZone: string, date: string, time: string): number {
  const [year, month, day] = date.split('-').map(Number)
  const [hour, minute] = time.split(':').map(Number)
  const asUtc = Date.UTC(year, month - 1, day, hour, minute)
  const guess = asUtc - offsetMs(new Date(asUtc), timeZone)
  return asUtc - offsetMs(new Date(guess), timeZone)
}

/** The local date `days` after a local date. */
export function addDays(date: string, days: number) {
  const [year, month, day] = date.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

function weekdayOf(date: string): Weekday {
  const [year, month, day] = date.split('-').map(Number)
  return weekdays[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7]
}

/** The open intervals of one local date, as instants, in order. */
export function openIntervals(calendar: BusinessCalendar, date: string): [Date, Date][] {
  if (calendar.holidays.includes(date)) return []
  const day = weekdayOf(date)
  return calendar.hours
    .filter((hours) => hours.day === day && hours.opens < hours.closes)
    .map(
      (hours) =>
        [
          zonedTime(calendar.timeZone, date, hours.opens),
          zonedTime(calendar.timeZone, date, hours.closes),
        ] as [Date, Date],
    )
    .sort((a, b) => a[0].getTime() - b[0].getTime())
}

/** How far ahead to look for open time: past a year, a calendar is taken as never open. */
const horizonDays = 370

/** The open intervals from `at` on, one local date after the other. */
function* intervalsFrom(calendar: BusinessCalendar, at: Date) {
  const first = zonedParts(at, calendar.timeZone).date
  for (let offset = -1; offset <= horizonDays; offset++) {
    for (const [opens, closes] of openIntervals(calendar, addDays(first, offset))) {
      if (closes.getTime() > at.getTime()) yield [opens, closes] as [Date, Date]
    }
  }
}

export function isOpen(calendar: BusinessCalendar, at: Date): boolean {
  const next = intervalsFrom(calendar, at).next()
  return !next.done && next.value[0].getTime() <= at.getTime()
}

/** When the firm is next open: `at` itself when open now; null when it never opens. */
export function nextOpening(calendar: BusinessCalendar, at: Date): Date | null {
  const next = intervalsFrom(calendar, at).next()
  if (next.done) return null
  return new Date(Math.max(next.value[0].getTime(), at.getTime()))
}

/** The instant `ms` of open time after `start` (a delay counted in business hours). */
export function addBusinessTime(calendar: BusinessCalendar, start: Date, ms: number): Date {
  let left = ms
  for (const [opens, closes] of intervalsFrom(calendar, start)) {
    const from = Math.max(opens.getTime(), start.getTime())
    if (from + left <= closes.getTime()) return new Date(from + left)
    left -= closes.getTime() - from
  }
  // Never open (no hours set): the delay runs on the clock.
  return new Date(start.getTime() + ms)
}

/** Open time between two instants, in ms. */
export function businessMsBetween(calendar: BusinessCalendar, from: Date, to: Date): number {
  let total = 0
  for (const [opens, closes] of intervalsFrom(calendar, from)) {
    if (opens.getTime() >= to.getTime()) break
    total += Math.min(closes.getTime(), to.getTime()) - Math.max(opens.getTime(), from.getTime())
  }
  return Math.max(0, total)
}
