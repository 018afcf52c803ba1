import { randomUUID } from 'node:crypto'
import { signToken } from '@/lib/security/signed-token'
import { bookingTokenMs, bookingTokenPurpose, leadTokenBinding } from './booking-handoff'

/** The booking token of a lead the site just stored (server only: it signs with the secret). */
export const bookingTokenFor = (lead: { id: number; createdAt: string }) =>
  signToken(bookingTokenPurpose, lead.id, expiry(), leadTokenBinding(lead))

/**
 * What a honeypot (spam) lead gets instead: shaped like a token, so the bot learns nothing,
 * but bound to a random value no lead has: every booking endpoint refuses it.
 */
export const decoyBookingToken = (leadId: number) =>
  signToken(bookingTokenPurpose, leadId, expiry(), `decoy@${randomUUID()}`)

const expiry = () => new Date(Date.now() + bookingTokenMs)
