import { dayInZone, isoInZone } from '@/features/schedule'
import type { Slot } from './slots'

export type ZonedSlot = { start: string; end: string }

/** A slot as the API gives it: ISO-8601 with the offset of the visitor's zone at that instant. */
export const zonedSlot = (slot: Pick<Slot, 'start' | 'end'>, timeZone: string): ZonedSlot => ({
  start: isoInZone(slot.start, timeZone),
  end: isoInZone(slot.end, timeZone),
})

/** Slots grouped by the visitor's local date, in order (a firm day may span two of theirs). */
export function slotsByDay(slots: Slot[], timeZone: string): Map<string, Slot[]> {
  const days = new Map<string, Slot[]>()
  for (const slot of slots) {
    const day = dayInZone(slot.start, timeZone)
    days.set(day, [...(days.get(day) ?? []), slot])
  }
  return days
}
