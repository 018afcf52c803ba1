import { stringify } from 'csv-stringify/sync'
import { isoInZone } from '@/features/schedule'
import { cell } from '../pipeline/export-csv'
import { conversionNames, platformClickIds, type ConversionPlatform } from './names'
import type { ConversionEvent } from './events'

/** A value in cents as the platforms read it ("200.00"); empty when unknown. */
const amount = (event: ConversionEvent) =>
  event.valueCents === undefined ? '' : (event.valueCents / 100).toFixed(2)
const currency = (event: ConversionEvent) => (event.valueCents === undefined ? '' : event.currency)

/** '2026-11-25 18:05:00-0500': Google's "yyyy-MM-dd HH:mm:ssZ", the firm's wall clock. */
const googleTime = (at: Date, zone: string) =>
  isoInZone(at, zone)
    .replace('T', ' ')
    .replace(/([+-]\d\d):(\d\d)$/, '$1$2')

type File = { header: string[]; row: (event: ConversionEvent, zone: string) => unknown[] }

/**
 * Each platform's file: Google's "Conversions from clicks" template, with its three click id
 * columns (GCLID, and GBRAID / WBRAID for iOS clicks: exactly one filled per row, as Google
 * refuses a row with more); Meta's Conversions API fields keyed by `fbc` only; TikTok's Events
 * API fields keyed by `ttclid` only. No column of any of them holds a name, phone, e-mail,
 * address or message.
 */
const files: Record<ConversionPlatform, File> = {
  google: {
    header: [
      'Google Click ID',
      'GBRAID',
      'WBRAID',
      'Conversion Name',
      'Conversion Time',
      'Conversion Value',
      'Conversion Currency',
    ],
    row: (event, zone) => [
      ...platformClickIds.google.map((name) => (event.clickIdName === name ? event.clickId : '')),
      conversionNames.google[event.step],
      googleTime(event.at, zone),
      amount(event),
      currency(event),
    ],
  },
  meta: {
    header: ['fbc', 'event_name', 'event_time', 'action_source', 'value', 'currency'],
    row: (event) => [
      // Meta's ClickID format: fb.<subdomain index>.<first seen, ms>.<fbclid>; the lead's
      // arrival is the time the site knew the click.
      `fb.1.${event.clickSeenAt.getTime()}.${event.clickId}`,
      conversionNames.meta[event.step],
      Math.floor(event.at.getTime() / 1000),
      'system_generated',
      amount(event),
      currency(event),
    ],
  },
  tiktok: {
    header: ['ttclid', 'event', 'timestamp', 'value', 'currency'],
    row: (event, zone) => [
      event.clickId,
      conversionNames.tiktok[event.step],
      isoInZone(event.at, zone),
      amount(event),
      currency(event),
    ],
  },
}

/**
 * A platform's file for the events (already keyed by its click id), every cell through the leads
 * export's formula guard. Google's starts with the `Parameters:TimeZone=` line its template has.
 */
export function conversionsCsv(
  platform: ConversionPlatform,
  events: ConversionEvent[],
  zone: string,
): string {
  const file = files[platform]
  const rows = events.map((event) => file.row(event, zone).map(cell))
  const lead = platform === 'google' ? `Parameters:TimeZone=${zone}\n` : ''
  return lead + stringify([file.header, ...rows])
}
