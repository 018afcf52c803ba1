import type { Payload, PayloadRequest } from 'payload'
import { dayStartInZone } from '../pipeline/time-zone'
import { lastDays } from './dashboard-range'
import { perDay, type Count } from './lead-stats'

export type BookingFigures = {
  /** Calls booked on each of the firm's last 30 days (the day the visitor booked). */
  perDay: Count[]
  /** Leads received in the 30 days that booked a call (any outcome), over those leads; null when none. */
  bookedShare: number | null
  /** done / (done + no-show) of the calls in the 30 days; null before any outcome is marked. */
  showRate: number | null
}

type BookingRow = { lead: unknown; status: string; createdAt: string; start: string }

const idOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

const ratio = (part: number, whole: number) => (whole ? part / whole : null)

/** The booking figures from the rows, counted in the firm's zone (pure, for the unit test). */
export function bookingFigures(
  bookings: BookingRow[],
  leadIds: unknown[],
  now: Date,
  timeZone: string,
): BookingFigures {
  const days = lastDays(now, timeZone, 30)
  const booked = new Set(bookings.map((booking) => idOf(booking.lead)))
  const done = bookings.filter((booking) => booking.status === 'done').length
  const noShow = bookings.filter((booking) => booking.status === 'no-show').length
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
 * The booking figures of the firm's last 30 days, read with the viewer's access. The collection
 * is read by slug so the leads feature does not import the booking feature (no cycle).
 */
export async function loadBookingFigures(
  payload: Payload,
  req: PayloadRequest,
  timeZone: string,
  now = new Date(),
): Promise<BookingFigures> {
  const since = dayStartInZone(lastDays(now, timeZone, 30)[0], timeZone).toISOString()
  const access = { overrideAccess: false, user: req.user, depth: 0, pagination: false } as const
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
      where: { receivedAt: { greater_than_equal: since } },
      select: { receivedAt: true },
      ...access,
    }),
  ])
  return bookingFigures(
    bookings.docs as BookingRow[],
    leads.docs.map((lead) => lead.id),
    now,
    timeZone,
  )
}
