import type { Booking } from '@/payload-types'
import { readToken, signToken, tokenSubject } from '@/lib/security/signed-token'
import { siteUrl } from '@/lib/seo/site-url'

const managePurpose = 'booking-manage'
/** The manage link works for 90 days after the booking was made (long after the call). */
const manageLinkMs = 90 * 86_400_000

/** What a manage link is bound to besides the booking's id: the booking's creation time. */
const bindingOf = (booking: Pick<Booking, 'createdAt'>) =>
  `booking@${new Date(booking.createdAt).toISOString()}`

/** The visitor's signed link to see, move or cancel the call (no login). */
export function manageToken(booking: Pick<Booking, 'id' | 'createdAt'>): string {
  const made = new Date(booking.createdAt).getTime()
  return signToken(managePurpose, booking.id, new Date(made + manageLinkMs), bindingOf(booking))
}

/** The booking id a manage link names (unchecked: load it, then `isManageTokenOf`). */
export const bookingIdOf = (token: string) => tokenSubject(token)

/** Whether the link was signed for this very booking (not one that had its id before). */
export const isManageTokenOf = (token: string, booking: Pick<Booking, 'id' | 'createdAt'>) =>
  readToken(managePurpose, token, new Date(), bindingOf(booking)) === booking.id

export const managePath = (booking: Pick<Booking, 'id' | 'createdAt'>) =>
  `/api/booking/manage/${manageToken(booking)}`

export const manageUrl = (booking: Pick<Booking, 'id' | 'createdAt'>) =>
  new URL(managePath(booking), siteUrl()).toString()

export const inviteUrl = (booking: Pick<Booking, 'id' | 'createdAt'>) =>
  `${manageUrl(booking)}/invite.ics`
