import type { Payload } from 'payload'
import type { Booking } from '@/payload-types'
import type { Locale } from '@/i18n/routing'
import { claimOnce, releaseClaim } from '@/lib/payload/claim-once'
import { bookableDays, freeSlots } from './availability'
import { queueBookingTexts } from './queue-texts'

export type BookRequest = { leadId: number; start: Date; timeZone: string; locale: Locale }

const slotKey = (agent: number, start: Date) => `${agent}@${start.toISOString()}`

/** Upcoming calls one phone number may hold at once (over all its leads). */
export const upcomingCallsPerPhone = 2

export type BookRefusal = 'taken' | 'already-booked' | 'phone-limit'
export type BookOutcome = { booking: Booking } | { refused: BookRefusal }

/**
 * Books the free call at `start` with one of the agents free then. Each agent is tried with an
 * insert that the database refuses when another call holds that agent and time (the UNIQUE
 * `slotKey`): the loser of a race between two instances gets the next agent, or 'taken'.
 * A lead holds one upcoming call (it moves it through its manage link) and a phone number
 * `upcomingCallsPerPhone`: one address sending lead after lead books no agent's whole day, nor
 * sends confirmation texts to any number it types.
 */
export async function bookCall(payload: Payload, request: BookRequest): Promise<BookOutcome> {
  return oneAtATime(payload, request.leadId, () => bookUnclaimed(payload, request))
}

/** How long a lead's booking claim may be held before it counts as left by a stopped instance. */
const claimHeldMs = 10_000

/**
 * One booking at a time per lead, across instances: two posts at once for one lead (two taps on
 * two times) run one after the other, so the second sees the first's call. Counting after the
 * insert (lostRace) is not enough on PostgreSQL: ids are handed out before commits, so two
 * inserts can each commit unseen by the other's count and both keep their call.
 */
async function oneAtATime<T>(payload: Payload, leadId: number, work: () => Promise<T>) {
  const key = `booking-lead:${leadId}`
  let heldSince = Date.now()
  while (!(await claimOnce(payload, key))) {
    if (Date.now() - heldSince > claimHeldMs) {
      await releaseClaim(payload, key)
      heldSince = Date.now()
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  try {
    return await work()
  } finally {
    await releaseClaim(payload, key)
  }
}

async function bookUnclaimed(payload: Payload, request: BookRequest): Promise<BookOutcome> {
  const current = await upcomingCalls(payload, [request.leadId])
  if (current.length) {
    // The same time again (a double click, a retried post) answers with the call it made.
    const same = current.find((call) => sameStart(call, request.start))
    return same ? { booking: same } : { refused: 'already-booked' }
  }
  const samePhone = await leadsOfSamePhone(payload, request.leadId)
  if ((await upcomingCalls(payload, samePhone)).length >= upcomingCallsPerPhone) {
    return { refused: 'phone-limit' }
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
    const refused = await lostRace(payload, booking, request.leadId, samePhone)
    if (refused) return { refused }
    await afterBooked(payload, booking, 'confirmation')
    return { booking }
  }
  return { refused: 'taken' }
}

/**
 * The checks above read before the insert: two posts at once could both pass. Counted again
 * after it, the earliest calls (lowest ids) keep their place and a later one over a limit is
 * removed before any text is queued, so the limits hold across requests and instances.
 */
async function lostRace(
  payload: Payload,
  booking: Booking,
  leadId: number,
  samePhone: number[],
): Promise<BookRefusal | null> {
  const ofLead = await upcomingCalls(payload, [leadId])
  const ofPhone = await upcomingCalls(payload, samePhone)
  const place = (calls: Booking[]) => calls.findIndex((call) => call.id === booking.id)
  const refused =
    place(ofLead) > 0
      ? 'already-booked'
      : place(ofPhone) >= upcomingCallsPerPhone
        ? 'phone-limit'
        : null
  if (refused) await payload.delete({ collection: 'bookings', id: booking.id })
  return refused
}

const sameStart = (call: Booking, start: Date) => new Date(call.start).getTime() === start.getTime()

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
    await afterBooked(payload, moved, 'moved')
    return moved
  }
  return null
}

/**
 * Cancels a call: its slot is free at once (the key is emptied); its reminders are skipped, and
 * the visitor gets a short text saying so, with the link that offers another way in.
 */
export async function cancelCall(payload: Payload, booking: Booking): Promise<Booking> {
  const cancelled = await payload.update({
    collection: 'bookings',
    id: booking.id,
    data: { status: 'cancelled', slotKey: null },
  })
  await queueBookingTexts(payload, cancelled, 'cancelled')
  return cancelled
}

async function slotAt(payload: Payload, start: Date, exceptBooking?: number) {
  const slots = await freeSlots(payload, bookableDays, new Date(), exceptBooking)
  return slots.find((slot) => slot.start.getTime() === start.getTime()) ?? null
}

/** The booked calls still to come of these leads, oldest booking first. */
async function upcomingCalls(payload: Payload, leadIds: number[]): Promise<Booking[]> {
  const { docs } = await payload.find({
    collection: 'bookings',
    where: {
      and: [
        { lead: { in: leadIds } },
        { status: { equals: 'booked' } },
        { start: { greater_than: new Date().toISOString() } },
      ],
    },
    sort: 'id',
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

/** This lead and every other lead with its phone number (its digits, as the desk matches them). */
async function leadsOfSamePhone(payload: Payload, leadId: number): Promise<number[]> {
  const lead = await payload.findByID({ collection: 'leads', id: leadId, depth: 0 })
  if (!lead.phoneDigits) return [leadId]
  const { docs } = await payload.find({
    collection: 'leads',
    where: { phoneDigits: { equals: lead.phoneDigits } },
    select: { phoneDigits: true },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return [...new Set([leadId, ...docs.map((doc) => doc.id)])]
}

/** The lead goes to the call's agent; the visitor gets the confirmation and the reminders. */
async function afterBooked(payload: Payload, booking: Booking, kind: 'confirmation' | 'moved') {
  const leadId = typeof booking.lead === 'object' ? booking.lead.id : booking.lead
  const agent = typeof booking.agent === 'object' ? booking.agent.id : booking.agent
  await payload.update({ collection: 'leads', id: leadId, data: { assignedTo: agent } })
  await queueBookingTexts(payload, booking, kind)
}
