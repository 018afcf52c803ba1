import type { Payload } from 'payload'
import { env } from '@/lib/env.mjs'

/** Whether Intl knows `name` as an IANA time zone ('America/Chicago'). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name })
    return true
  } catch {
    return false
  }
}

/**
 * The Intake schedule's zone when it names a valid one, else FIRM_TIME_ZONE (checked by env.mjs,
 * America/New_York when unset).
 */
export function zoneOrFallback(name: string | null | undefined): string {
  const trimmed = name?.trim()
  return trimmed && isTimeZone(trimmed) ? trimmed : env().FIRM_TIME_ZONE
}

/**
 * The one time zone of the firm: the Intake schedule's (which admins edit), FIRM_TIME_ZONE while
 * it is empty. Every staff screen (list, CSV, dashboard, audit trail), business hours and
 * follow-ups read days and hours in it; it lives here so any feature can show the firm's clock.
 */
export async function firmTimeZone(payload: Pick<Payload, 'findGlobal'>): Promise<string> {
  const schedule = await payload
    .findGlobal({ slug: 'intake-schedule', depth: 0, select: { timeZone: true } })
    .catch(() => null)
  return zoneOrFallback(schedule?.timeZone)
}
