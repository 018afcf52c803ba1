import { createEvent, type EventAttributes } from 'ics'
import type { Booking } from '@/payload-types'
import { bookingTexts, fill } from './texts'

/**
 * A call's identity and time in iCalendar terms: a stable UID (a moved call replaces itself)
 * and its start and end as UTC instants, right in any zone and across DST.
 */
export function callTiming(booking: Pick<Booking, 'id' | 'start' | 'end'>, host: string) {
  return {
    uid: `booking-${booking.id}@${host}`,
    start: new Date(booking.start).getTime(),
    end: new Date(booking.end).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
  } satisfies Partial<EventAttributes>
}

/**
 * The call as an iCalendar invite (RFC 5545) made by the `ics` library: start and end in UTC
 * (an instant, right in any zone and across DST), a stable UID so a moved call replaces itself
 * in the visitor's calendar, and CANCELLED once cancelled.
 */
export function callInvite(booking: Booking, firmName: string, link: string): string {
  const locale = booking.locale === 'en' ? 'en' : 'es'
  const texts = bookingTexts(locale).texts
  const { error, value } = createEvent({
    ...callTiming(booking, new URL(link).host),
    title: fill(texts.eventTitle, { firm: firmName }),
    description: fill(texts.eventDescription, { link }),
    url: link,
    status: booking.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    sequence: Math.floor(new Date(booking.updatedAt).getTime() / 1000) % 2_000_000_000,
    productId: 'firm-site/booking',
    method: 'PUBLISH',
  })
  if (error || !value) throw error ?? new Error('invite not built')
  return value
}
