import { formatInTimeZone } from 'date-fns-tz'
import { enUS, es as esLocale } from 'date-fns/locale'
import en from '../../../messages/en.json'
import es from '../../../messages/es.json'
import type { Locale } from '@/i18n/routing'
import { fillSentence } from '@/lib/sentence'
import { clockTime } from '@/lib/time-words'
import { timeWithZone } from '@/lib/zone-words'

const catalogs = { es: es.booking, en: en.booking }

export type BookingTexts = (typeof catalogs)['es']
export type BookingTextKey = Exclude<keyof BookingTexts, 'zones' | 'texts'>

export const bookingTexts = (locale: Locale): BookingTexts => catalogs[locale]

/** A message with its `{name}` placeholders filled (one period after a time ending in "m."). */
export function fill(template: string, values: Record<string, string>): string {
  return fillSentence(template, values)
}

/** The zones the picker offers (the US with PR, AZ, HI, Mexico and the visitors' countries). */
export const offeredZones = Object.keys(catalogs.es.zones)

/**
 * "martes 10 de marzo, 9:30 a. m., hora del Centro" / "Tuesday, March 10, 9:30 AM, Central Time":
 * the call's time as the visitor reads it, in their zone and language, with the zone's plain name
 * once so a text read elsewhere is not misread.
 */
export function callTime(start: Date, timeZone: string, locale: Locale): string {
  return `${dayLabel(start, timeZone, locale)}, ${timeWithZone(start, timeZone, locale)}`
}

/** The zone as the picker's list offers it: "Centro (Chicago, Houston)". */
export function zoneName(timeZone: string, locale: Locale): string {
  const names = catalogs[locale].zones as Record<string, string>
  return names[timeZone] ?? timeZone.replace(/_/g, ' ')
}

/** "9:30 a. m." / "9:30 AM": one slot's local time. */
export function slotClock(start: Date, timeZone: string, locale: Locale): string {
  return clockTime(start, timeZone, locale)
}

/** "martes 10 de marzo" / "Tuesday, March 10": a day heading in the visitor's zone. */
export function dayLabel(start: Date, timeZone: string, locale: Locale): string {
  const pattern = locale === 'es' ? "EEEE d 'de' MMMM" : 'EEEE, MMMM d'
  return formatInTimeZone(start, timeZone, pattern, { locale: locale === 'es' ? esLocale : enUS })
}
