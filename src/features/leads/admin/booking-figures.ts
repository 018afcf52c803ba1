import type { Payload, PayloadRequest } from 'payload'
import { dayInZone, dayStartInZone } from '@/features/schedule'
import { figuresAccess, perDay, type Count } from './lead-stats'

export type BookingFigures = {
  /** Calls booked on each of the period's firm days (the day the visitor booked). */
  perDay: Count[]
  /** Leads received in the period that booked a call (any outcome, any time), over those leads; null when none. */
  bookedShare: number | null
  /** done / (done + no-show) of the calls whose time fell in the period; null before any outcome. */
  showRate: number | null
}

type BookingRow = { lead: unknown; status: string; createdAt: string; start: string }

const idOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

const ratio = (part: number, whole: number) => (whole ? part / whole : null)

/**
 * The booking figures of the dashboard's period (`days`, the firm's days oldest first) from the
 * rows, counted in the firm's zone (pure, for the unit test). `leadIds` are the period's leads.
 */
export function bookingFigures(
  bookings: BookingRow[],
  leadIds: unknown[],
  days: string[],
  timeZone: string,
): BookingFigures {
  const inPeriod = new Set(days)
  const booked = new Set(bookings.map((booking) => idOf(booking.lead)))
  const held = bookings.filter((booking) =>
    inPeriod.has(dayInZone(new Date(booking.start), timeZone)),
  )
  const done = held.filter((booking) => booking.status === 'done').length
  const noShow = held.filter((booking) => booking.status === 'no-show').length
  return {
    perDay: perDay(
      bookings.map((booking) => booking.createdAt),
      days,
      timeZone,
    ),
    bookedShare: ratio(leadIds.filter((id) => booked.has(id)).length, leadIds.length),
    showRate: ratio(done, done + noShow),
  }
}

/**
 * The booking figures of the dashboard's period, read with the viewer's access. Bookings made
 * since the period began cover every booking of its leads (a call is booked after the lead).
 * The collection is read by slug so the leads feature does not import the booking feature.
 */
export async function loadBookingFigures(
  payload: Payload,
  req: PayloadRequest,
  timeZone: string,
  days: string[],
): Promise<BookingFigures> {
  const since = dayStartInZone(days[0], timeZone).toISOString()
  const until = dayStartInZone(days.at(-1)!, timeZone, true).toISOString()
  const access = figuresAccess(req)
  const [bookings, leads] = await Promise.all([
    payload.find({
      collection: 'bookings',
      where: {
        or: [
          { createdAt: { greater_than_equal: since } },
          { start: { greater_than_equal: since } },
        ],
      },
      select: { lead: true, status: true, createdAt: true, start: true },
      ...access,
    }),
    payload.find({
      collection: 'leads',
      where: {
        and: [{ receivedAt: { greater_than_equal: since } }, { receivedAt: { less_than: until } }],
      },
      select: { receivedAt: true },
      ...access,
    }),
  ])
  return bookingFigures(
    bookings.docs as BookingRow[],
    leads.docs.map((lead) => lead.id),
    days,
    timeZone,
  )
}
