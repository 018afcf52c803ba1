import en from '../../messages/en.json'
import es from '../../messages/es.json'
import type { Locale } from '@/i18n/routing'
import { clockTime, withZone, zoneWordsFrom } from './time-words'

const catalogs = { es: es.timeZones, en: en.timeZones }

/** "hora del Centro" / "Central Time": the zone's plain name in the language, no brackets. */
export function zoneWords(timeZone: string, locale: Locale): string {
  const { names, other } = catalogs[locale]
  return zoneWordsFrom(names as Record<string, string>, other, timeZone)
}

/** The catalog's "hora de {place}" / "{place} Time", for a zone it does not name. */
export const otherZoneWords = (locale: Locale) => catalogs[locale].other

/** "10:00 a. m., hora del Centro" / "10:00 AM, Central Time". */
export function timeWithZone(at: Date, timeZone: string, locale: Locale): string {
  return withZone(clockTime(at, timeZone, locale), zoneWords(timeZone, locale))
}
