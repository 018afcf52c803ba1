/**
 * The security headers of every response (DESIGN.md §6), in plain JavaScript: the custom server
 * (server.mjs) sets them before Next.js runs, and the proxy builds its nonce policy from the same
 * function (./headers.ts). No response allows inline scripts by 'unsafe-inline': pages rendered
 * per request and the admin get a nonce and 'strict-dynamic' (the proxy), cached pages the hashes
 * of their own inline scripts (src/lib/http/script-policy.mjs, DESIGN-NOTES.md), anything else
 * scripts of this origin only.
 */

import { webFontScriptHash } from '../web-font.mjs'

/**
 * Embeds a visitor can open on demand: the footer map and the videos (YouTube, no cookie); and
 * this origin, whose draft pages the admin's live preview frames beside the editing form.
 */
const frameSources = [
  "'self'",
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://maps.google.com',
  'https://www.google.com',
]

const isDev = process.env.NODE_ENV === 'development'

/**
 * Who may frame a response: nobody, except for an editor's preview in draft mode
 * (../http/draft-mode.mjs), which the admin's live preview frames beside the editing form on this
 * same origin. A visitor's response is never framed. `formTargets`: the other origins a page's
 * form may go to (browsers check a form post's redirects against `form-action` too).
 * @typedef {{ framed?: boolean, formTargets?: string[] }} Framing
 */

/**
 * The policy with a nonce (a response rendered per request), or with scripts of this origin only.
 * @param {string} [nonce]
 * @param {Framing} [framing]
 */
export function contentSecurityPolicy(nonce, framing) {
  // The web font's inline script in the <head> runs by its hash beside the nonce (../web-font.mjs).
  return policyWithScripts(
    nonce ? `'self' 'nonce-${nonce}' ${webFontScriptHash} 'strict-dynamic'` : `'self'`,
    framing,
  )
}

/**
 * The policy of a cached page: scripts of this origin and its own inline scripts, by hash.
 * @param {string[]} hashes `'sha256-…'` sources (./script-hashes.mjs)
 * @param {Framing} [framing]
 */
export function scriptHashPolicy(hashes, framing) {
  return policyWithScripts(["'self'", ...hashes].join(' '), framing)
}

/** @param {string} scripts @param {Framing} [framing] */
function policyWithScripts(scripts, { framed = false, formTargets = [] } = {}) {
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
    `form-action ${["'self'", ...formTargets].join(' ')}`,
    `frame-ancestors ${framed ? "'self'" : "'none'"}`,
  ].join('; ')
}

/** Features no page uses: denied to the site and to the embeds it frames. */
const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'

/**
 * The headers of the build's own files (/_next/static/: scripts, styles, fonts, images). A
 * content or permissions policy governs only a document (or a worker), never a script or a style
 * a page loads, and the referrer policy sent is the browsers' default: the page's headers on each
 * of these files bought nothing and cost every visitor about 550 bytes per file (nine scripts on
 * the home page, counted in its JavaScript budget). One of them opened on its own as a document
 * (an SVG, say) may load and run nothing, and nobody may frame it: the policy OWASP gives for
 * answers that are not pages.
 * @type {[string, string][]}
 */
const buildFileHeaders = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
]

/**
 * The headers that are the same on every response (the intake sets them, files included), with
 * HSTS when the site's public origin (SITE_URL) is https; `buildFile`: a file of /_next/static/.
 * @param {{ siteUrl?: string, buildFile?: boolean } & Framing} options
 * @returns {[string, string][]}
 */
export function commonSecurityHeaders({ siteUrl, framed = false, buildFile = false }) {
  const headers = buildFile
    ? [...buildFileHeaders]
    : /** @type {[string, string][]} */ ([
        ['Content-Security-Policy', contentSecurityPolicy(undefined, { framed })],
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['Permissions-Policy', permissionsPolicy],
        ['X-Frame-Options', framed ? 'SAMEORIGIN' : 'DENY'],
      ])
  if (siteUrl?.startsWith('https://')) {
    headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'])
  }
  return headers
}
