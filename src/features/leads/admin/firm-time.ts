import { cache } from 'react'
import type { Payload } from 'payload'
import { firmTimeZone } from '@/features/schedule'

const locales: Record<string, string> = { es: 'es-US', en: 'en-US' }
/** The Intl locale of an admin language (es-US, en-US). */
export const localeOf = (language: string) => locales[language] ?? locales.es

/** The firm's zone, read once per admin request however many cells show a time. */
export const requestTimeZone = cache((payload: Payload) => firmTimeZone(payload))

/**
 * '25 de noviembre de 2026, 18:05 GMT-5' / 'November 25, 2026 at 6:05 PM EST': a stored time in
 * the firm's zone, with the zone, as the staff read it (Intl's wording, not a format string).
 */
export function firmDateTime(
  value: string | Date | null | undefined,
  language: string,
  timeZone: string,
) {
  if (!value) return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date)
}

/**
 * '25 de noviembre' / 'November 25' (with the year: '25 de noviembre de 2026'): one of the firm's
 * days (YYYY-MM-DD) in a chart or a period.
 */
export function firmDayLabel(day: string, language: string, withYear = false) {
  const [year, month, date] = day.split('-').map(Number)
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' as const } : {}),
  }).format(new Date(Date.UTC(year, month - 1, date)))
}
