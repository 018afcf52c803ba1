import { describe, expect, it } from 'vitest'
import { sealer } from '@/lib/security/sealed-text'

describe('sealed texts (retry cookie, authenticator keys)', () => {
  const keys = sealer('staff_totp', 'staff second-factor key v1')
  const cookie = sealer('lead_flash', 'lead retry cookie v1')

  it('opens what it sealed; the sealed form shows nothing of it and differs each time', () => {
    const plain = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
    const once = keys.seal(plain)
    expect(keys.open(once)).toBe(plain)
    expect(once).not.toContain(plain)
    expect(keys.seal(plain)).not.toBe(once)
  })

  it('refuses a text sealed for another use or altered', () => {
    const sealed = keys.seal('JBSWY3DPEHPK3PXP')
    expect(cookie.open(sealed)).toBeNull()
    const bytes = Buffer.from(sealed, 'base64url')
    bytes[bytes.length - 1] ^= 1
    expect(keys.open(bytes.toString('base64url'))).toBeNull()
    expect(keys.open('short')).toBeNull()
  })
})
