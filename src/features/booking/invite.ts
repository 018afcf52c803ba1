import { createEvent } from 'ics'
import type { Booking } from '@/payload-types'
import { bookingTexts, fill } from './texts'

/**
 * The call as an iCalendar invite (RFC 5545) made by the `ics` library: start and end in UTC
 * (an instant, right in any zone and across DST), a stable UID so a moved call replaces itself
 * in the visitor's calendar, and CANCELLED once cancelled.
 */
export function callInvite(booking: Booking, firmName: string, link: string): string {
  const locale = booking.locale === 'en' ? 'en' : 'es'
  const texts = bookingTexts(locale).texts
  const { error, value } = createEvent({
    uid: `booking-${booking.id}@${new URL(link).host}`,
    start: new Date(booking.start).getTime(),
    end: new Date(booking.end).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
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
