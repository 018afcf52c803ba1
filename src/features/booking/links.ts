import type { Booking } from '@/payload-types'
import { readToken, signToken } from '@/lib/security/signed-token'
import { siteUrl } from '@/lib/seo/site-url'

const managePurpose = 'booking-manage'
/** The manage link works for 90 days after the booking was made (long after the call). */
const manageLinkMs = 90 * 86_400_000

/** The visitor's signed link to see, move or cancel the call (no login). */
export function manageToken(booking: Pick<Booking, 'id' | 'createdAt'>): string {
  const made = new Date(booking.createdAt).getTime()
  return signToken(managePurpose, booking.id, new Date(made + manageLinkMs))
}

export const bookingIdOf = (token: string) => readToken(managePurpose, token)

export const managePath = (booking: Pick<Booking, 'id' | 'createdAt'>) =>
  `/api/booking/manage/${manageToken(booking)}`

export const manageUrl = (booking: Pick<Booking, 'id' | 'createdAt'>) =>
  new URL(managePath(booking), siteUrl()).toString()

export const inviteUrl = (booking: Pick<Booking, 'id' | 'createdAt'>) =>
  `${manageUrl(booking)}/invite.ics`
