import { siteCookie } from '@/lib/http/site-cookie'
import { safeDecode } from '@/lib/routing/safe-decode'
import { sanitizeText } from './sanitize'

/** First-touch campaign source, kept for 90 days. */
export const sourceCookie = 'campaign_source'
export const sourceHeader = 'x-campaign-source'
export const sourceCookieOptions = siteCookie({ httpOnly: false, maxAge: 60 * 60 * 24 * 90 })

const clickIds: [param: string, source: string][] = [
  ['gclid', 'Google Ads'],
  ['gbraid', 'Google Ads'],
  ['wbraid', 'Google Ads'],
  ['fbclid', 'Facebook Ads'],
  ['ttclid', 'Tik Tok Ads'],
  ['msclkid', 'Microsoft Ads'],
]

/** The campaign a landing URL names: its utm_source, or the ad network of its click id. */
export function sourceFromUrl(url: URL): string | null {
  const utm = url.searchParams.get('utm_source')
  if (utm) return sanitizeText(utm).slice(0, 60) || null
  for (const [param, source] of clickIds) {
    if (url.searchParams.get(param)) return source
  }
  return null
}

/**
 * A source read back from the cookie, cleaned again since cookies are visitor-controlled (and may
 * hold a value that is not percent-encoding at all, such as `100%`).
 */
export function cleanSource(value: string | undefined | null): string {
  return value ? sanitizeText(safeDecode(value)).slice(0, 60) : ''
}
