import type { Payload } from 'payload'
import type { BookingSetting } from '@/payload-types'
import type { Weekday } from '@/features/schedule'
import type { BookingRules } from './slots'

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : ((value as { id?: number } | null)?.id ?? null)

/** The admin's Online booking settings as the slot computation uses them. */
export function rulesOf(doc: Partial<BookingSetting>): BookingRules {
  return {
    slotMs: (doc.slotMinutes ?? 30) * 60_000,
    bufferMs: (doc.bufferMinutes ?? 0) * 60_000,
    noticeMs: (doc.noticeMinutes ?? 120) * 60_000,
    availability: (doc.availability ?? []).flatMap((row) => {
      const agent = idOf(row.agent)
      return agent === null
        ? []
        : [{ agent, days: (row.days ?? []) as Weekday[], from: row.from, to: row.to }]
    }),
    daysOff: (doc.daysOff ?? []).flatMap((row) => {
      const agent = idOf(row.agent)
      return agent === null ? [] : [{ agent, date: String(row.date).slice(0, 10) }]
    }),
  }
}

export async function readRules(payload: Payload): Promise<BookingRules> {
  const doc = await payload.findGlobal({ slug: 'booking-settings', depth: 0 }).catch(() => ({}))
  return rulesOf(doc as Partial<BookingSetting>)
}
