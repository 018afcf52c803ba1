import type { Payload } from 'payload'
import type { Booking } from '@/payload-types'
import type { Locale } from '@/i18n/routing'
import { bookableDays, freeSlots } from './availability'
import { queueBookingTexts } from './queue-texts'

export type BookRequest = { leadId: number; start: Date; timeZone: string; locale: Locale }

const slotKey = (agent: number, start: Date) => `${agent}@${start.toISOString()}`

/**
 * Books the free call at `start` with one of the agents free then, or answers null when none is
 * (any more). Each agent is tried with an insert that the database refuses when another call
 * holds that agent and time (the UNIQUE `slotKey`): the loser of a race between two instances
 * gets the next agent, or null. A lead holds one call: booking again moves it.
 */
export async function bookCall(payload: Payload, request: BookRequest): Promise<Booking | null> {
  const current = await activeBooking(payload, request.leadId)
  if (current) {
    if (new Date(current.start).getTime() === request.start.getTime()) return current
    return moveCall(payload, current, request.start)
  }
  const slot = await slotAt(payload, request.start)
  for (const agent of slot?.agents ?? []) {
    const booking = await payload
      .create({
        collection: 'bookings',
        data: {
          lead: request.leadId,
          agent,
          start: slot!.start.toISOString(),
          end: slot!.end.toISOString(),
          status: 'booked',
          timeZone: request.timeZone,
          locale: request.locale,
          slotKey: slotKey(agent, slot!.start),
        },
      })
      .catch(() => null)
    if (!booking) continue
    await afterBooked(payload, booking, 'confirmation')
    return booking
  }
  return null
}

/** Moves a call to another free time (an agent free then; the old slot is freed by the update). */
export async function moveCall(
  payload: Payload,
  booking: Booking,
  start: Date,
): Promise<Booking | null> {
  const slot = await slotAt(payload, start, booking.id)
  for (const agent of slot?.agents ?? []) {
    const moved = await payload
      .update({
        collection: 'bookings',
        id: booking.id,
        data: {
          agent,
          start: slot!.start.toISOString(),
          end: slot!.end.toISOString(),
          slotKey: slotKey(agent, slot!.start),
        },
      })
      .catch(() => null)
    if (!moved) continue
    await afterBooked(payload, moved, 'confirmation')
    return moved
  }
  return null
}

/** Cancels a call: its slot is free at once (the key is emptied); its reminders are skipped. */
export async function cancelCall(payload: Payload, booking: Booking): Promise<Booking> {
  return payload.update({
    collection: 'bookings',
    id: booking.id,
    data: { status: 'cancelled', slotKey: null },
  })
}

async function slotAt(payload: Payload, start: Date, exceptBooking?: number) {
  const slots = await freeSlots(payload, bookableDays, new Date(), exceptBooking)
  return slots.find((slot) => slot.start.getTime() === start.getTime()) ?? null
}

async function activeBooking(payload: Payload, leadId: number) {
  const { docs } = await payload.find({
    collection: 'bookings',
    where: {
      and: [
        { lead: { equals: leadId } },
        { status: { equals: 'booked' } },
        { start: { greater_than: new Date().toISOString() } },
      ],
    },
    limit: 1,
    depth: 0,
  })
  return docs[0] ?? null
}

/** The lead goes to the call's agent; the visitor gets the confirmation and the reminders. */
async function afterBooked(payload: Payload, booking: Booking, kind: 'confirmation') {
  const leadId = typeof booking.lead === 'object' ? booking.lead.id : booking.lead
  const agent = typeof booking.agent === 'object' ? booking.agent.id : booking.agent
  await payload.update({ collection: 'leads', id: leadId, data: { assignedTo: agent } })
  await queueBookingTexts(payload, booking, kind)
}
