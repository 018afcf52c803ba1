/** Cookie holding the random nonce a CSRF token is bound to (set by the proxy or /csrf-token). */
export const csrfCookie = 'lead_csrf'
/** Request header through which the proxy hands the nonce to the page render. */
export const csrfNonceHeader = 'x-csrf-nonce'

export const csrfCookieOptions = {
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  secure: process.env.SITE_URL?.startsWith('https://') ?? false,
  maxAge: 60 * 60 * 24 * 30,
}

/**
 * The visitor's nonce, or a new one when the cookie is missing or implausible. Web Crypto, so the
 * proxy and the route handlers use the same code.
 */
export function nonceFrom(existing: string | undefined): string {
  if (existing && existing.length <= 100) return existing
  const bytes = crypto.getRandomValues(new Uint8Array(18))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}
