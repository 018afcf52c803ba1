import { createHash, randomInt } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import { env } from '@/lib/env.mjs'

const period = 30

/** The authenticator entry of an account: the firm's site as issuer, the e-mail as label. */
function totpOf(secret: string, email: string) {
  const site = env().SITE_URL
  return new TOTP({
    issuer: site ? new URL(site).host : 'Staff',
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period,
    secret: Secret.fromBase32(secret),
  })
}

/** A new random secret (160 bits, RFC 4226's recommendation) and its `otpauth://` URI. */
export function newSecret(email: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32
  return { secret, uri: totpOf(secret, email).toString() }
}

/**
 * The time step a code belongs to (one step of clock drift either way), or null. A code is
 * refused when its step is not after the last one used: a code seen over a shoulder or in a log
 * cannot be replayed within its 30 s.
 */
export function acceptedStep(
  secret: string,
  email: string,
  code: string,
  lastStep: number | null | undefined,
): number | null {
  const token = code.replace(/\s/g, '')
  if (!/^\d{6}$/.test(token)) return null
  const delta = totpOf(secret, email).validate({ token, window: 1 })
  if (delta === null) return null
  const step = Math.floor(Date.now() / 1000 / period) + delta
  return lastStep != null && step <= lastStep ? null : step
}

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** A recovery code as staff type it: case, spaces and dashes do not matter. */
export function normalRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '')
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalRecoveryCode(code)).digest('hex')
}

/** Ten recovery codes (50 bits each, `XXXXX-XXXXX`); only their hashes are stored. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: 10 }, () => {
    const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('')
    return `${chars.slice(0, 5)}-${chars.slice(5)}`
  })
}
