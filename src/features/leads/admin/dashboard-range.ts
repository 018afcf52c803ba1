import type { I18n } from '@payloadcms/translations'
import type { Payload, PayloadRequest } from 'payload'
import { dayInZone } from '@/features/schedule'

const day = 86_400_000
/** A custom range longer than this is refused: the figures are counted in memory. */
export const maxRangeDays = 366

export const rangeKeys = ['today', '7', '30', 'custom'] as const
export type RangeKey = (typeof rangeKeys)[number]

export type DashboardRange = {
  key: RangeKey
  /** The firm's days of the range, oldest first, as YYYY-MM-DD. */
  days: string[]
  /** A custom range that could not be read (the last 30 days are shown instead). */
  invalid?: boolean
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/
const utcDay = (text: string) => Date.parse(`${text}T00:00:00Z`)
const isDay = (text: unknown): text is string =>
  typeof text === 'string' &&
  dayPattern.test(text) &&
  new Date(utcDay(text)).toISOString().slice(0, 10) === text

/** Every day from `from` to `to`, both included (calendar days, no zone involved). */
function daysFrom(from: string, to: string): string[] {
  const count = Math.round((utcDay(to) - utcDay(from)) / day) + 1
  return Array.from({ length: count }, (_, index) =>
    new Date(utcDay(from) + index * day).toISOString().slice(0, 10),
  )
}

/** The firm's last `count` days up to today, oldest first. */
export function lastDays(now: Date, timeZone: string, count: number): string[] {
  const today = dayInZone(now, timeZone)
  return daysFrom(new Date(utcDay(today) - (count - 1) * day).toISOString().slice(0, 10), today)
}

type Query = Record<string, string | string[] | undefined>
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * The dashboard's range from its query: `range=today|7|30` (30 by default) or
 * `range=custom&from=YYYY-MM-DD&to=YYYY-MM-DD`, days of the firm's time zone.
 */
export function dashboardRange(query: Query, now: Date, timeZone: string): DashboardRange {
  const key = one(query.range)
  if (key === 'today') return { key, days: lastDays(now, timeZone, 1) }
  if (key === '7') return { key, days: lastDays(now, timeZone, 7) }
  if (key === 'custom') {
    const from = one(query.from)
    const to = one(query.to)
    if (isDay(from) && isDay(to) && from <= to && daysFrom(from, to).length <= maxRangeDays) {
      return { key, days: daysFrom(from, to) }
    }
    return { key: '30', days: lastDays(now, timeZone, 30), invalid: true }
  }
  return { key: '30', days: lastDays(now, timeZone, 30) }
}

/** What each section of the dashboard is given: the request, the admin's language, the period. */
export type DashboardSectionProps = {
  payload: Payload
  req: PayloadRequest
  i18n: Pick<I18n, 't' | 'language'>
  timeZone: string
  /** The dashboard's period: the firm's days, oldest first. */
  days: string[]
}
