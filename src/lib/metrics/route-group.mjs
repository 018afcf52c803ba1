// The `route_group` of a request's metrics and log line: a fixed list, never the path itself (a
// path holds tokens, slugs and search words, and every distinct value would be a new series).
const groups = [
  ['/healthz', 'health'],
  ['/readyz', 'health'],
  ['/_next/static/', 'static'],
  ['/_next/image', 'image'],
  ['/_next/', 'next'],
  ['/api/prospecto/', 'lead-post'],
  ['/api/sms/', 'webhook'],
  ['/api/whatsapp', 'webhook'],
  ['/api/staff-alerts', 'staff-alerts'],
  ['/api/booking', 'booking'],
  ['/api/', 'api'],
  ['/csrf-token', 'api'],
  ['/cms/api/', 'cms-api'],
  ['/cms/', 'cms'],
  ['/admin', 'admin'],
]

/**
 * @param {string | undefined} url the request's URL (path and query)
 * @returns {string}
 */
export function routeGroup(url = '/') {
  const path = url.split('?')[0]
  for (const [prefix, group] of groups) if (path.startsWith(prefix)) return group
  // Files of public/ (icons, the manifest, robots.txt) answer with their own name.
  return /\.[a-z0-9]{2,12}$/i.test(path) ? 'file' : 'page'
}
