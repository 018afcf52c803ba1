import { sealer } from '@/lib/security/sealed-text'

/**
 * The retry cookie holds what a visitor typed (name, e-mail, phone, message): it travels
 * encrypted and authenticated (AES-256-GCM), with a key derived from PAYLOAD_SECRET for this use
 * only, so neither a reader of the cookie nor the visitor can read or forge its contents.
 */
const flash = sealer('lead_flash', 'lead retry cookie v1')

export const sealFlash = flash.seal

/** The plain text, or null when the cookie was not sealed by this site (or was altered). */
export const openFlash = flash.open
