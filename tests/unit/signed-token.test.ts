import { describe, expect, it } from 'vitest'
import { leadTokenBinding } from '@/lib/booking-handoff'
import { bookingTokenFor, decoyBookingToken } from '@/lib/booking-token'
import { readToken, signToken, tokenSubject } from '@/lib/security/signed-token'

// Issue 33, item 7: a token names one record, not an id another record may get later.
describe('signed tokens bound to their record', () => {
  const later = new Date(Date.now() + 3_600_000)
  const lead = { id: 7, createdAt: '2026-11-27T07:00:00.123Z' }

  it('is read only with the binding it was signed with', () => {
    const token = signToken('booking-lead', 7, later, 'lead@a')
    expect(readToken('booking-lead', token, new Date(), 'lead@a')).toBe(7)
    expect(readToken('booking-lead', token, new Date(), 'lead@b')).toBeNull()
    expect(readToken('booking-lead', token)).toBeNull()
    expect(readToken('booking-manage', token, new Date(), 'lead@a')).toBeNull()
    expect(tokenSubject(token)).toBe(7)
    expect(tokenSubject('x.y.z')).toBeNull()
  })

  it('binds a booking token to the lead’s creation time: a later lead with its id is refused', () => {
    const token = bookingTokenFor(lead)
    const same = leadTokenBinding({ createdAt: '2026-11-27T07:00:00.123+00:00' })
    expect(readToken('booking-lead', token, new Date(), same)).toBe(7)
    const reborn = leadTokenBinding({ createdAt: '2026-11-27T08:00:00.000Z' })
    expect(readToken('booking-lead', token, new Date(), reborn)).toBeNull()
  })

  it('gives spam a decoy of the same shape that no binding opens', () => {
    const decoy = decoyBookingToken(7)
    expect(decoy.split('.')).toHaveLength(3)
    expect(decoy.length).toBe(bookingTokenFor(lead).length)
    expect(readToken('booking-lead', decoy, new Date(), leadTokenBinding(lead))).toBeNull()
  })

  it('still reads an unbound token (calendar feed links) as before', () => {
    const token = signToken('calendar-feed', 3, later)
    expect(readToken('calendar-feed', token)).toBe(3)
    expect(readToken('calendar-feed', token, new Date(later.getTime() + 1000))).toBeNull()
  })
})
