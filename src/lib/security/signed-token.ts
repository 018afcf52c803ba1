import crypto from 'node:crypto'
import { payloadSecret } from '@/lib/payload/secret'

/**
 * A small signed value for links and hand-offs that need no login: `<id>.<expires>.<mac>`, an
 * HMAC with the shared secret, so every instance can check what another one signed. `purpose`
 * is part of the MAC: a token made for one use is refused for another. `binding` (optional) is
 * part of the MAC but not of the token: a value of the record itself (its creation time), so a
 * token names one record, not an id another record may get later (SQLite reused ids once).
 */
export function signToken(purpose: string, id: number, expiresAt: Date, binding = ''): string {
  const expires = Math.floor(expiresAt.getTime() / 1000).toString(36)
  return `${id}.${expires}.${mac(purpose, `${id}.${expires}`, binding)}`
}

/**
 * The id a token names, NOT checked: only to load the record whose binding `readToken` then
 * checks. Null when the token is not shaped like one.
 */
export function tokenSubject(token: unknown): number | null {
  if (typeof token !== 'string' || token.length > 200) return null
  const id = token.split('.')[0]
  return id && /^\d+$/.test(id) ? Number(id) : null
}

/**
 * The id a token carries, or null when it is forged, for another purpose, bound to another
 * record (`binding`) or expired.
 */
export function readToken(
  purpose: string,
  token: unknown,
  now = new Date(),
  binding = '',
): number | null {
  if (typeof token !== 'string' || token.length > 200) return null
  const [id, expires, given] = token.split('.')
  if (!id || !expires || !given || !/^\d+$/.test(id)) return null
  const expected = Buffer.from(mac(purpose, `${id}.${expires}`, binding))
  const received = Buffer.from(given)
  if (expected.length !== received.length || !crypto.timingSafeEqual(expected, received)) {
    return null
  }
  if (parseInt(expires, 36) * 1000 < now.getTime()) return null
  return Number(id)
}

function mac(purpose: string, value: string, binding: string) {
  return crypto
    .createHmac('sha256', payloadSecret())
    .update(binding ? `${purpose}:${value}:${binding}` : `${purpose}:${value}`)
    .digest('base64url')
    .slice(0, 32)
}
