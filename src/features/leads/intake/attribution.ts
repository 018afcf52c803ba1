import { pagePathOf } from './page-path'
import { clickIdParams, firstTouchField, touchFields, utmParams } from './touch-names'

export { clickIdParams, firstTouchField, touchFields, utmParams }

export type TouchField = (typeof touchFields)[number]
export type Touch = Partial<Record<TouchField, string>>
export type Attribution = { firstTouch?: Touch; lastTouch?: Touch; gpc: boolean }

const maxValue = 200
const maxLandingPage = 500
const maxJson = 4000

/** Control characters, markup and angle brackets go; the ends are trimmed; 200 characters. */
export function cleanTouchValue(value: unknown, max = maxValue): string | undefined {
  if (typeof value !== 'string') return undefined
  const cleaned = value
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
    .replace(/<[^>]*>?/g, '')
    .replace(/[<>]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim()
  return cleaned || undefined
}

/** A click id is an opaque token: URL-safe characters only, else it is dropped (not repaired). */
export function cleanClickId(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const id = value.trim()
  return /^[A-Za-z0-9._~-]{1,200}$/.test(id) ? id : undefined
}

/**
 * The external site the visitor came from, as its host only ("www.google.com"): a full URL or a
 * bare host is accepted; the site's own hosts, and anything that is not a host name, give nothing.
 */
export function referrerHost(value: unknown, ownHosts: string[]): string | undefined {
  if (typeof value !== 'string' || !value.trim() || value.length > 2000) return undefined
  const text = value.trim()
  let host: string
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname
  } catch {
    return undefined
  }
  host = host.toLowerCase().replace(/\.$/, '')
  if (!/^[a-z0-9.-]{1,253}$/.test(host) || (!host.includes('.') && host !== 'localhost')) {
    return undefined
  }
  return ownHosts.includes(host) ? undefined : host
}

/** A touch from a record of the post's (or the stored JSON's) values, cleaned; none when empty. */
export function touchFrom(values: Record<string, unknown>, ownHosts: string[]): Touch | undefined {
  const touch: Touch = {}
  for (const name of utmParams) touch[name] = cleanTouchValue(values[name])
  for (const name of clickIdParams) touch[name] = cleanClickId(values[name])
  const landing = cleanTouchValue(values.landing_page, 2000)
  const path = landing && /^(\/|https?:\/\/)/i.test(landing) ? pagePathOf(landing) : undefined
  touch.landing_page = path?.startsWith('/') ? path.slice(0, maxLandingPage) : undefined
  touch.referrer = referrerHost(values.referrer, ownHosts)
  for (const name of touchFields) if (touch[name] === undefined) delete touch[name]
  return Object.keys(touch).length ? touch : undefined
}

/** The campaign parameters and click ids a page's path names (the no-JavaScript fallback). */
function touchOfPage(pagePath: string | undefined, ownHosts: string[]): Touch | undefined {
  if (!pagePath) return undefined
  const query = new URL(pagePath, 'http://site.invalid').searchParams
  const values: Record<string, string> = {}
  for (const name of [...utmParams, ...clickIdParams]) {
    const value = query.get(name)
    if (value) values[name] = value
  }
  if (!Object.keys(values).length) return undefined
  return touchFrom({ ...values, landing_page: pagePath }, ownHosts)
}

function parsedFirstTouch(value: string | undefined): Record<string, unknown> | undefined {
  if (!value || value.length > maxJson) return undefined
  try {
    const parsed: unknown = JSON.parse(value)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/**
 * A site path without the click ids its query names (`/visa?utm_source=google&gclid=…` →
 * `/visa?utm_source=google`): the UTM values and any other parameter stay.
 */
export function pageWithoutClickIds(page: string): string {
  const url = new URL(page, 'http://site.invalid')
  if (!clickIdParams.some((name) => url.searchParams.has(name))) return page
  for (const name of clickIdParams) url.searchParams.delete(name)
  return `${url.pathname}${url.search}`
}

function withoutClickIds(touch: Touch | undefined): Touch | undefined {
  if (!touch) return undefined
  const kept = { ...touch }
  for (const name of clickIdParams) delete kept[name]
  // The landing page's query would carry them too (and reach the webhook and the CSV export).
  if (kept.landing_page) kept.landing_page = pageWithoutClickIds(kept.landing_page)
  return Object.keys(kept).length ? kept : undefined
}

/**
 * The lead's first and last touch. The page's script sends the last touch under the plain names
 * (`utm_source`, …, `landing_page`, `referrer`) and the first as JSON in `first_touch`; a post
 * without any of the plain names (no JavaScript) takes the last touch from the campaign
 * parameters of the form's page URL. Bad values are cut or dropped, never refused. With Global
 * Privacy Control (`Sec-GPC: 1`) the UTM values stay and the click ids go.
 */
export function attributionOf(
  fields: Record<string, string>,
  context: { pagePath?: string; gpc: boolean; ownHosts: string[] },
): Attribution {
  try {
    return touchesOf(fields, context)
  } catch {
    return { gpc: context.gpc }
  }
}

function touchesOf(
  fields: Record<string, string>,
  context: { pagePath?: string; gpc: boolean; ownHosts: string[] },
): Attribution {
  const { ownHosts, gpc } = context
  const sent = touchFields.some((name) => fields[name]?.trim())
  let lastTouch = sent ? touchFrom(fields, ownHosts) : touchOfPage(context.pagePath, ownHosts)
  const first = parsedFirstTouch(fields[firstTouchField])
  let firstTouch = first ? touchFrom(first, ownHosts) : undefined
  if (gpc) {
    lastTouch = withoutClickIds(lastTouch)
    firstTouch = withoutClickIds(firstTouch)
  }
  return { firstTouch, lastTouch, gpc }
}

/** Whether the browser asked not to be tracked across sites (Global Privacy Control). */
export function sentGpc(headers: Headers): boolean {
  return headers.get('sec-gpc')?.trim() === '1'
}

/** The hosts that are this site (a referrer from them is not an external one). */
export function ownHostsOf(headers: Headers, site: URL): string[] {
  const hosts = [site.hostname.toLowerCase()]
  const host = headers.get('host')?.replace(/:\d+$/, '').toLowerCase()
  if (host) hosts.push(host)
  return hosts
}

/** The attribution as the leads table's columns (groups flattened as Payload's adapters name them). */
export function attributionRow(attribution: Attribution): Record<string, string | boolean> {
  const row: Record<string, string | boolean> = { attribution_gpc: attribution.gpc }
  const touches = [
    ['firstTouch', attribution.firstTouch],
    ['lastTouch', attribution.lastTouch],
  ] as const
  for (const [group, touch] of touches) {
    for (const name of touchFields) {
      const value = touch?.[name]
      if (value) row[`attribution_${group}_${name}`] = value
    }
  }
  return row
}

type StoredTouch = Partial<Record<TouchField, string | null>> | null | undefined

/** A stored touch with only the values it holds (Payload reads the empty ones as null); null when none. */
export function touchValues(touch: StoredTouch): Touch | null {
  const values: Touch = {}
  for (const name of touchFields) {
    const value = touch?.[name]
    if (value) values[name] = value
  }
  return Object.keys(values).length ? values : null
}
