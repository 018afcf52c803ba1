import { siteUrl } from '@/lib/seo/site-url'

/**
 * OWASP's fetch-metadata defence for a form posted without JavaScript (cached pages carry no
 * CSRF token): browsers say where a request comes from and a page cannot forge it. A post is
 * ours when `Sec-Fetch-Site` is `same-origin`; browsers too old to send that header send
 * `Origin` on every POST, which must then be this site. Neither header: refused.
 */
export function isSameOriginPost(headers: Headers): boolean {
  const site = headers.get('sec-fetch-site')
  if (site) return site === 'same-origin'
  const origin = headers.get('origin')
  if (!origin || origin === 'null') return false
  try {
    const from = new URL(origin)
    // The victim's browser sends this site's own Host: a forged page cannot change it.
    return from.origin === siteUrl().origin || from.host === headers.get('host')
  } catch {
    return false
  }
}
