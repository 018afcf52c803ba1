/**
 * Headers of the staff side, set at the request intake before Next.js answers. The admin and
 * the CMS API carry lead data: no cache (browser, proxy or CDN) may keep a copy. Uploaded files
 * (`/cms/api/<collection>/file/…`) are public images, cacheable as before, but served as inert
 * documents: opened directly, a file runs no script and loads nothing (an SVG or HTML upload
 * could otherwise run with the site's policy).
 */
const uploadedFile = /^\/cms\/api\/[^/]+\/file\//
const staffSide = /^\/(cms\/api|admin)(\/|$)/

export const uploadPolicy = "default-src 'none'; sandbox"

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function setPrivateHeaders(request, response) {
  const path = (request.url ?? '/').split('?')[0]
  if (uploadedFile.test(path)) {
    response.setHeader('Content-Security-Policy', uploadPolicy)
  } else if (staffSide.test(path)) {
    response.setHeader('Cache-Control', 'no-store')
  }
}
