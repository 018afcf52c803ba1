import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { payloadSecret } from '@/lib/payload/secret'

export type Sealer = {
  /** The text encrypted and authenticated: `iv | tag | ciphertext`, base64url. */
  seal: (plain: string) => string
  /** The plain text, or null when it was not sealed with this key (or was altered). */
  open: (sealed: string) => string | null
}

/**
 * AES-256-GCM with a key derived (HKDF-SHA256) from PAYLOAD_SECRET for one use only: each use
 * names its own salt and info, so a text sealed for one cannot be opened as another.
 */
export function sealer(salt: string, info: string): Sealer {
  let cachedKey: Buffer | undefined
  const key = () => {
    cachedKey ??= Buffer.from(hkdfSync('sha256', payloadSecret(), salt, info, 32))
    return cachedKey
  }
  return {
    seal(plain) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key(), iv)
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
    },
    open(sealed) {
      try {
        const bytes = Buffer.from(sealed, 'base64url')
        if (bytes.length < 29) return null
        const decipher = createDecipheriv('aes-256-gcm', key(), bytes.subarray(0, 12))
        decipher.setAuthTag(bytes.subarray(12, 28))
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString(
          'utf8',
        )
      } catch {
        return null
      }
    },
  }
}
