import type { Locale } from '@/i18n/routing'
import { weekdays, type BusinessCalendar, type Weekday } from './business-time'

export type OfficeHoursLine = { days: string; hours: string }

const dayNames: Record<Locale, Record<Weekday, string>> = {
  es: {
    mon: 'lunes',
    tue: 'martes',
    wed: 'miércoles',
    thu: 'jueves',
    fri: 'viernes',
    sat: 'sábado',
    sun: 'domingo',
  },
  en: {
    mon: 'Monday',
    tue: 'Tuesday',
    wed: 'Wednesday',
    thu: 'Thursday',
    fri: 'Friday',
    sat: 'Saturday',
    sun: 'Sunday',
  },
}

const through: Record<Locale, string> = { es: ' a ', en: ' to ' }
const and: Record<Locale, string> = { es: ' y ', en: ' and ' }

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * The Intake schedule's business hours as a visitor reads them: consecutive days with the same
 * hours in one line ("Lunes a viernes", "9:00–18:00"; "Monday to Friday", "9:00 a.m.–6:00 p.m."),
 * in the schedule's order of the week. Hours stay in the firm's clock (its time zone is said
 * next to them).
 */
export function officeHoursLines(
  hours: BusinessCalendar['hours'],
  locale: Locale,
): OfficeHoursLine[] {
  const byDay = weekdays.map((day) =>
    hours
      .filter((interval) => interval.day === day && interval.opens < interval.closes)
      .sort((a, b) => a.opens.localeCompare(b.opens))
      .map((interval) => `${clock(interval.opens, locale)}–${clock(interval.closes, locale)}`)
      .join(', '),
  )
  const lines: OfficeHoursLine[] = []
  let start = 0
  for (let index = 1; index <= weekdays.length; index++) {
    if (index < weekdays.length && byDay[index] === byDay[start]) continue
    if (byDay[start]) {
      const first = dayNames[locale][weekdays[start]!]
      const last = dayNames[locale][weekdays[index - 1]!]
      const run = index - start
      const days = run === 1 ? first : `${first}${(run === 2 ? and : through)[locale]}${last}`
      lines.push({ days: capitalize(days), hours: byDay[start]! })
    }
    start = index
  }
  return lines
}

/**
 * "09:00" → "9:00" in Spanish (the 24-hour clock of Spanish-speaking readers), "9:00 a.m." in
 * English (US readers read a 12-hour clock; "18:00" reads as a typo to them).
 */
function clock(time: string, locale: Locale) {
  if (locale === 'es') return time.replace(/^0(\d)/, '$1')
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const suffix = hours < 12 ? 'a.m.' : 'p.m.'
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`
}
