import crypto from 'node:crypto'
import { payloadSecret } from '@/lib/payload/secret'

export { csrfCookie, csrfCookieOptions, csrfNonceHeader, nonceFrom } from './csrf-cookie'

/** The token for a nonce: an HMAC with the shared secret, so every instance can check it. */
export function tokenFor(nonce: string): string {
  return crypto.createHmac('sha256', payloadSecret()).update(`csrf:${nonce}`).digest('base64url')
}

export function isValidToken(nonce: string | undefined, token: string | undefined): boolean {
  if (!nonce || !token || nonce.length > 100 || token.length > 100) return false
  const expected = Buffer.from(tokenFor(nonce))
  const given = Buffer.from(token)
  return expected.length === given.length && crypto.timingSafeEqual(expected, given)
}
