import type { Period } from './spend-month'

const dayPattern = /^\d{4}-\d{2}-\d{2}$/
const isDay = (day: unknown): day is string =>
  typeof day === 'string' && dayPattern.test(day) && !Number.isNaN(Date.parse(day))

/** The period of a figures or report query (`from`, `to`: days in order), or null. */
export function periodOf(query: unknown): Period | null {
  const { from, to } = (query ?? {}) as { from?: unknown; to?: unknown }
  return isDay(from) && isDay(to) && from <= to ? { from, to } : null
}
