/**
 * Whether a request comes from a browser in Next's draft mode: it carries the draft-mode cookie
 * (`__prerender_bypass`, named in Next's draft-mode guide) that only the admin's preview link
 * sets, and only for signed-in staff. Such requests are never kept by a cache.
 * @param {import('node:http').IncomingMessage | undefined} request
 */
export function inDraftMode(request) {
  return /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/.test(request?.headers.cookie ?? '')
}

const staffSide = /^\/(admin|cms)(\/|\?|$)/

/**
 * Whether a response may be framed by this origin: a public page an editor previews in draft
 * mode, which the admin's live preview shows beside the editing form. The admin and the CMS API
 * are never framed, nor is anything a visitor gets.
 * @param {import('node:http').IncomingMessage | undefined} request
 */
export function framedPreview(request) {
  return inDraftMode(request) && !staffSide.test(request?.url ?? '/')
}
