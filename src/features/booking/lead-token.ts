import type { Payload } from 'payload'
import type { Lead } from '@/payload-types'
import { bookingTokenPurpose, leadTokenBinding } from '@/lib/booking-handoff'
import { readToken, tokenSubject } from '@/lib/security/signed-token'

/**
 * The lead a booking token was signed for, or null: forged, expired, signed for an earlier lead
 * that had the same id (the token is bound to the lead's creation time), or a spam lead's.
 */
export async function leadOfToken(payload: Payload, token: unknown): Promise<Lead | null> {
  const id = tokenSubject(token)
  if (id === null) return null
  const lead = await payload
    .findByID({ collection: 'leads', id, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  if (!lead || lead.spam) return null
  return readToken(bookingTokenPurpose, token, new Date(), leadTokenBinding(lead)) === lead.id
    ? lead
    : null
}
