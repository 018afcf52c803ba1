import type { Locale } from '@/i18n/routing'
import { wallClock } from '@/lib/time-words'
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
 * hours in one line ("Lunes a viernes", "9:00 a. m.–6:00 p. m."; "Monday to Friday", "9:00 AM–6:00
 * PM", the one spelling of times in texts and pages),
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
      .map(
        (interval) => `${wallClock(interval.opens, locale)}–${wallClock(interval.closes, locale)}`,
      )
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
