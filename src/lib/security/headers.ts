import { servedOverHttps } from '@/lib/http/site-cookie'

/**
 * The security headers of every response (DESIGN.md §6). Cached pages cannot carry a per-request
 * nonce, so their scripts are allowed by 'unsafe-inline' limited to this origin (see
 * DESIGN-NOTES.md for why, and what was tried); the admin and every page rendered per request get
 * a nonce and 'strict-dynamic' instead.
 */

/** Embeds a visitor can open on demand: the footer map and the videos (YouTube, no cookie). */
const frameSources = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://maps.google.com',
  'https://www.google.com',
]

const isDev = process.env.NODE_ENV === 'development'

export function contentSecurityPolicy(nonce?: string): string {
  const scripts = nonce
    ? `'self' 'nonce-${nonce}' 'strict-dynamic'`
    : // Cached pages: Next's inline bootstrap scripts differ per page and per build.
      `'self' 'unsafe-inline'`
  return [
    `default-src 'self'`,
    `script-src ${scripts}${isDev ? ` 'unsafe-eval'` : ''}`,
    // React and Payload's admin set style attributes; styles cannot run code.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self' data:`,
    `connect-src 'self'`,
    `media-src 'self' blob:`,
    // The staff alerts' service worker (/staff-sw.js): 'strict-dynamic' would not cover it.
    `worker-src 'self'`,
    `frame-src ${frameSources.join(' ')}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ')
}

/** Features no page uses: denied to the site and to the embeds it frames. */
const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'

/** The headers that are the same on every response (the request intake sets them, files included). */
export const staticSecurityHeaders: { key: string; value: string }[] = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy() },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: permissionsPolicy },
  { key: 'X-Frame-Options', value: 'DENY' },
]

/** HSTS when the site's public origin is https (read at run time: SITE_URL is not a build input). */
export function strictTransportSecurity(): string | null {
  return servedOverHttps() ? 'max-age=31536000; includeSubDomains' : null
}

/** A random nonce for one response (Web Crypto: the proxy runs it). */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))
}
