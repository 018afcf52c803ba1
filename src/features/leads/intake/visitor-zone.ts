import { isTimeZone } from '@/features/schedule'

/**
 * The `tz` field the lead form's script fills from the browser (Intl's resolved time zone), as
 * its canonical IANA name ("America/Los_Angeles"), or undefined when it is missing or not a zone
 * Intl knows: a wrong zone is ignored, it never costs the visitor the lead. Offsets ("+05:00")
 * and bare abbreviations are not place names a text could say, so only Area/Place names pass.
 */
export function visitorZone(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const name = value.trim()
  if (name.length > 64 || !/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(name)) return undefined
  if (!isTimeZone(name)) return undefined
  return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone
}
