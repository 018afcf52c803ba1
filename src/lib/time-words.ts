import type { Locale } from '@/i18n/routing'
import { dateFormat } from './date-format'

/**
 * The one way a time of day is written to visitors, in texts and on pages: "10:00 a. m." in
 * Spanish (the RAE's spelling, a space inside, never "a.m."), "10:00 AM" in English, and the
 * zone named once after a comma: "10:00 a. m., hora del Centro" / "10:00 AM, Central Time".
 * Free of server imports: the booking picker (a client component) uses it; the zone names come
 * from the message catalogs (zone-words.ts reads them on the server).
 */

const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

/** "a.m.", "a. m.", "AM" → the language's one spelling. */
function meridiem(text: string, locale: Locale): string {
  return text.replace(/\b([ap])\.?\s?m\.?(?=\s|$)/gi, (_, letter: string) =>
    locale === 'es' ? `${letter.toLowerCase()}. m.` : `${letter.toUpperCase()}M`,
  )
}

/** "9:30 a. m." / "9:30 AM": the instant's time of day in the zone. */
export function clockTime(at: Date, timeZone: string, locale: Locale): string {
  const text = dateFormat(locale === 'es' ? 'es-US' : 'en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(at)
  return meridiem(plainSpaces(text), locale)
}

/** "18:00" (a wall clock, as the Intake schedule stores it) → "6:00 p. m." / "6:00 PM". */
export function wallClock(time: string, locale: Locale): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const morning = hours < 12
  const suffix = locale === 'es' ? (morning ? 'a. m.' : 'p. m.') : morning ? 'AM' : 'PM'
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`
}

/** The zone's plain name from a catalog's names, or the catalog's "hora de {place}" for others. */
export function zoneWordsFrom(
  names: Record<string, string>,
  other: string,
  timeZone: string,
): string {
  const place = (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ')
  return names[timeZone] ?? other.replace('{place}', place)
}

/** "10:00 a. m., hora del Centro": a time with its zone's name, once. */
export const withZone = (time: string, zoneWords: string) => `${time}, ${zoneWords}`
