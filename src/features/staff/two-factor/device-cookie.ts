import { createHmac, timingSafeEqual } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { servedOverHttps } from '@/lib/http/site-cookie'
import type { TwoFactorAccount } from './account'

export const deviceCookie = 'staff_device'
const days = 30
const maxAgeSeconds = days * 24 * 60 * 60

/**
 * The signature binds the cookie to the account, its password (Payload draws a new salt on every
 * password change) and its enrolment (reset on every second-factor reset): either change ends
 * every remembered device.
 */
function signature(secret: string, account: TwoFactorAccount, expires: number) {
  return createHmac('sha256', secret)
    .update(
      ['staff-device', account.id, expires, account.salt ?? '', account.twoFactorEnabledAt].join(
        '|',
      ),
    )
    .digest('base64url')
}

/** The `Set-Cookie` of "remember this device for 30 days" (signed, httpOnly). */
export function rememberDevice(req: PayloadRequest, account: TwoFactorAccount): string {
  const expires = Math.floor(Date.now() / 1000) + maxAgeSeconds
  const value = `${account.id}.${expires}.${signature(req.payload.secret, account, expires)}`
  const secure = servedOverHttps() ? '; Secure' : ''
  return `${deviceCookie}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`
}

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return undefined
}

/** Whether the request carries a valid remembered-device cookie for this account. */
export function rememberedDevice(req: PayloadRequest, account: TwoFactorAccount): boolean {
  if (!account.twoFactorEnabledAt) return false
  const [id, expires, mac] = (cookieValue(req.headers.get('cookie'), deviceCookie) ?? '').split('.')
  if (!mac || id !== String(account.id) || Number(expires) < Date.now() / 1000) return false
  const expected = Buffer.from(signature(req.payload.secret, account, Number(expires)))
  const given = Buffer.from(mac)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
