import { clickIdParams, firstTouchField, utmParams } from '../../intake/touch-names'

/**
 * The visitor's campaign touches, kept in the browser only (pages stay cached and cookie-free):
 * the first page of a visit within 90 days (localStorage) and the latest page of this session
 * that carried campaign parameters, else its first page (sessionStorage). A lead form sends
 * them with the post: the last touch under the plain names, the first as JSON in `first_touch`.
 * The server cleans both (intake/attribution.ts).
 */
type Touch = Record<string, string>

const firstKey = 'lead-first-touch'
const lastKey = 'lead-last-touch'
const firstTouchMs = 90 * 24 * 3600 * 1000

function read(storage: Storage, key: string): Touch | undefined {
  try {
    const touch = JSON.parse(storage.getItem(key) ?? 'null')
    return touch && typeof touch === 'object' ? touch : undefined
  } catch {
    return undefined
  }
}

/** This page as a touch, and whether its URL names a campaign. */
function pageTouch(): [Touch, boolean] {
  const { pathname, search, hostname } = window.location
  const query = new URLSearchParams(search)
  const touch: Touch = { landing_page: pathname + search }
  // Global Privacy Control: the click ids are not even kept (the server drops them too).
  const gpc = (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  for (const name of gpc ? utmParams : [...utmParams, ...clickIdParams]) {
    const value = query.get(name)
    if (value) touch[name] = value.slice(0, 200)
  }
  const tagged = Object.keys(touch).length > 1
  try {
    const from = new URL(document.referrer).hostname
    if (from && from !== hostname) touch.referrer = from
  } catch {
    // No referrer, or not a URL.
  }
  return [touch, tagged]
}

/** Keeps this page as the first touch (none kept, or older than 90 days) and the last touch. */
export function recordTouch() {
  try {
    const [touch, tagged] = pageTouch()
    const first = read(localStorage, firstKey)
    if (!first || !(Date.now() - Number(first.at) < firstTouchMs)) {
      localStorage.setItem(firstKey, JSON.stringify({ ...touch, at: String(Date.now()) }))
    }
    if (tagged || !sessionStorage.getItem(lastKey)) {
      sessionStorage.setItem(lastKey, JSON.stringify(touch))
    }
  } catch {
    // Storage refused (private mode, a full quota): the post carries what the page URL does.
  }
}

/** Adds the touches to a lead post (the form's page counts as a touch when it names a campaign). */
export function addTouches(data: FormData) {
  recordTouch()
  try {
    const last = read(sessionStorage, lastKey)
    const first = read(localStorage, firstKey)
    for (const [name, value] of Object.entries(last ?? {})) {
      if (typeof value === 'string') data.set(name, value)
    }
    if (first) data.set(firstTouchField, JSON.stringify(first))
  } catch {
    // Storage refused: the server reads the campaign from the form's page URL.
  }
}
