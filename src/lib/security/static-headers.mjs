/**
 * The security headers of every response (DESIGN.md §6), in plain JavaScript: the custom server
 * (server.mjs) sets them before Next.js runs, and the proxy builds its nonce policy from the same
 * function (./headers.ts). Cached pages cannot carry a per-request nonce, so their scripts are
 * allowed by 'unsafe-inline' limited to this origin (see DESIGN-NOTES.md for why, and what was
 * tried); the admin and every page rendered per request get a nonce and 'strict-dynamic' instead.
 */

/** Embeds a visitor can open on demand: the footer map and the videos (YouTube, no cookie). */
const frameSources = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://maps.google.com',
  'https://www.google.com',
]

const isDev = process.env.NODE_ENV === 'development'

/** @param {string} [nonce] */
export function contentSecurityPolicy(nonce) {
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

/**
 * The headers that are the same on every response (the intake sets them, files included), with
 * HSTS when the site's public origin (SITE_URL) is https.
 * @param {{ siteUrl?: string }} options
 * @returns {[string, string][]}
 */
export function commonSecurityHeaders({ siteUrl }) {
  const headers = /** @type {[string, string][]} */ ([
    ['Content-Security-Policy', contentSecurityPolicy()],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', permissionsPolicy],
    ['X-Frame-Options', 'DENY'],
  ])
  if (siteUrl?.startsWith('https://')) {
    headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'])
  }
  return headers
}
