import type { Payload } from 'payload'
import { readSchedule } from '@/features/schedule'
import { readRules } from './rules'
import { computeSlots, type Busy, type Slot } from './slots'

const idOf = (value: unknown) =>
  typeof value === 'number' ? value : Number((value as { id?: number }).id)

/** Calls holding an agent's time from `from` on (cancelled ones hold none). */
export async function busyFrom(payload: Payload, from: Date, exceptBooking?: number) {
  const { docs } = await payload.find({
    collection: 'bookings',
    where: {
      and: [
        { status: { in: ['booked', 'done', 'no-show'] } },
        { end: { greater_than: new Date(from.getTime() - 86_400_000).toISOString() } },
        ...(exceptBooking ? [{ id: { not_equals: exceptBooking } }] : []),
      ],
    },
    limit: 5000,
    depth: 0,
    pagination: false,
  })
  return docs.map((doc): Busy => ({
    agent: idOf(doc.agent),
    start: new Date(doc.start),
    end: new Date(doc.end),
  }))
}

/** The slots a visitor can book now (read fresh: the page and its cache never hold them). */
export async function freeSlots(
  payload: Payload,
  days: number,
  now = new Date(),
  exceptBooking?: number,
): Promise<Slot[]> {
  const [schedule, rules, busy] = await Promise.all([
    readSchedule(payload),
    readRules(payload),
    busyFrom(payload, now, exceptBooking),
  ])
  return computeSlots(schedule, rules, busy, now, days)
}

/** How far ahead a booking may be made: the picker's 7 business days, with room for weekends. */
export const bookableDays = 7
