import { siteCookie } from '@/lib/http/site-cookie'
/** Cookie holding the random nonce a CSRF token is bound to (set by the proxy or /csrf-token). */
export const csrfCookie = 'lead_csrf'
/** Request header through which the proxy hands the nonce to the page render. */
export const csrfNonceHeader = 'x-csrf-nonce'

export const csrfCookieOptions = siteCookie({ httpOnly: true, maxAge: 60 * 60 * 24 * 30 })

/** What this site issues: base64url. Anything else (markup, `%`, line breaks) is replaced. */
const plausibleNonce = /^[\w-]{16,100}$/

/**
 * The visitor's nonce, or a new one when the cookie is missing or implausible (it is copied into a
 * request header, which must not receive arbitrary cookie text). Web Crypto, so the proxy and the
 * route handlers use the same code.
 */
export function nonceFrom(existing: string | undefined): string {
  if (existing && plausibleNonce.test(existing)) return existing
  const bytes = crypto.getRandomValues(new Uint8Array(18))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}
