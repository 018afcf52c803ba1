/**
 * How a lead post hands the visitor's booking token to the picker on the (cached) thank-you
 * page: the JSON answer's `booking` is kept in sessionStorage under this key by the form's
 * script; a plain post (no JavaScript) sets this HttpOnly cookie, read by the per-request
 * picker route. Shared by the leads intake (writer) and the booking feature (reader).
 */
export const bookingTokenStorageKey = 'booking-token'
export const bookingTokenCookie = 'booking_lead'
/** A lead's booking token is valid for 24 hours. */
export const bookingTokenMs = 24 * 3_600_000
export const bookingTokenPurpose = 'booking-lead'

/**
 * What a lead's booking token is bound to besides its id: the lead's creation time (to the
 * millisecond, as both adapters store it). A token of a deleted lead is refused for a new lead
 * that got the same id.
 */
export const leadTokenBinding = (lead: { createdAt: string }) =>
  `lead@${new Date(lead.createdAt).toISOString()}`
