import type { I18n } from '@payloadcms/translations'
import type { CalendarTextKey } from './texts'
import { localeOf } from '@/features/leads'

type AnyI18n = Pick<I18n, 't'>

/** A text of the calls calendar in the admin's language. */
export function calendarText(i18n: AnyI18n, key: CalendarTextKey, vars?: Record<string, unknown>) {
  return (i18n.t as (key: string, vars?: Record<string, unknown>) => string)(key, vars)
}

/** '10:00 a.m. EST' / '10:00 AM EDT': a call's start on the firm's clock, the zone named. */
export function callTime(start: string, language: string, timeZone: string) {
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(start))
}

/** 'lunes, 2 de noviembre' / 'Monday, November 2': one of the firm's days (YYYY-MM-DD). */
export function calendarDayLabel(day: string, language: string) {
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${day}T00:00:00Z`))
}
