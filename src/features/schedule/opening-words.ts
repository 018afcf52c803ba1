import type { Locale } from '@/i18n/routing'
import { dateFormat } from '@/lib/date-format'
import { clockTime } from '@/lib/time-words'
import { zoneWords } from '@/lib/zone-words'
import { zonedParts } from './business-time'

const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

const part = (at: Date, locale: Locale, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  plainSpaces(dateFormat(locale, { timeZone, ...options }).format(at))

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/**
 * When the firm will call, as a person says it in the lead's language and time zone (the
 * visitor's when the browser sent it, else the firm's), the zone named once: "mañana jueves a las
 * 9:00 a. m., hora del Este" / "tomorrow, Thursday at 9:00 AM, Eastern Time", "hoy a las…", "el
 * lunes a las…", and the date when it is more than a week away.
 */
export function openingWords(opening: Date, now: Date, locale: Locale, timeZone: string) {
  const days = daysBetween(zonedParts(now, timeZone).date, zonedParts(opening, timeZone).date)
  const time = `${clockTime(opening, timeZone, locale)}, ${zoneWords(timeZone, locale)}`
  const weekday = part(opening, locale, timeZone, { weekday: 'long' })
  const date = part(opening, locale, timeZone, { day: 'numeric', month: 'long' })
  if (locale === 'es') {
    const at = time.startsWith('1:') ? `a la ${time}` : `a las ${time}`
    if (days <= 0) return `hoy ${at}`
    if (days === 1) return `mañana ${weekday} ${at}`
    if (days < 7) return `el ${weekday} ${at}`
    return `el ${weekday} ${date} ${at}`
  }
  if (days <= 0) return `today at ${time}`
  if (days === 1) return `tomorrow, ${weekday} at ${time}`
  if (days < 7) return `on ${weekday} at ${time}`
  return `on ${weekday}, ${date} at ${time}`
}
