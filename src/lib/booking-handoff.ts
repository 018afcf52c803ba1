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
