import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { payloadSecret } from '@/lib/payload/secret'

/**
 * The retry cookie holds what a visitor typed (name, e-mail, phone, message): it travels
 * encrypted and authenticated (AES-256-GCM), with a key derived from PAYLOAD_SECRET for this use
 * only, so neither a reader of the cookie nor the visitor can read or forge its contents.
 */
let cachedKey: Buffer | undefined
function key(): Buffer {
  cachedKey ??= Buffer.from(
    hkdfSync('sha256', payloadSecret(), 'lead_flash', 'lead retry cookie v1', 32),
  )
  return cachedKey
}

export function sealFlash(plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(), iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
}

/** The plain text, or null when the cookie was not sealed by this site (or was altered). */
export function openFlash(sealed: string): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url')
    if (bytes.length < 29) return null
    const decipher = createDecipheriv('aes-256-gcm', key(), bytes.subarray(0, 12))
    decipher.setAuthTag(bytes.subarray(12, 28))
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
