import crypto from 'node:crypto'
import { payloadSecret } from '@/lib/payload/secret'

/**
 * A small signed value for links and hand-offs that need no login: `<id>.<expires>.<mac>`, an
 * HMAC with the shared secret, so every instance can check what another one signed. `purpose`
 * is part of the MAC: a token made for one use is refused for another.
 */
export function signToken(purpose: string, id: number, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000).toString(36)
  return `${id}.${expires}.${mac(purpose, `${id}.${expires}`)}`
}

/** The id a token carries, or null when it is forged, for another purpose or expired. */
export function readToken(purpose: string, token: unknown, now = new Date()): number | null {
  if (typeof token !== 'string' || token.length > 200) return null
  const [id, expires, given] = token.split('.')
  if (!id || !expires || !given || !/^\d+$/.test(id)) return null
  const expected = Buffer.from(mac(purpose, `${id}.${expires}`))
  const received = Buffer.from(given)
  if (expected.length !== received.length || !crypto.timingSafeEqual(expected, received)) {
    return null
  }
  if (parseInt(expires, 36) * 1000 < now.getTime()) return null
  return Number(id)
}

function mac(purpose: string, value: string) {
  return crypto
    .createHmac('sha256', payloadSecret())
    .update(`${purpose}:${value}`)
    .digest('base64url')
    .slice(0, 32)
}
