import { bookingTokenStorageKey } from '@/lib/booking-handoff'

export type SubmitOutcome =
  | { kind: 'success' }
  | { kind: 'rejected'; message?: string }
  | { kind: 'network' }
  | { kind: 'token' }

/** Fetches a fresh CSRF token, then posts the form as multipart, as the spec's forms do. */
export async function submitLead(action: string, data: FormData): Promise<SubmitOutcome> {
  let token: string
  try {
    const response = await fetch('/csrf-token', { credentials: 'same-origin', cache: 'no-store' })
    token = (await response.json()).token
    if (!token) throw new Error('empty CSRF token')
  } catch (error) {
    console.error('csrf-token', error)
    return { kind: 'token' }
  }
  data.set('_token', token)
  data.set('fecha_hora', new Date().toISOString())
  try {
    const response = await fetch(action, {
      method: 'POST',
      body: data,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    })
    const body = await response.json().catch(() => ({}))
    if (body.status === 'success' && typeof body.booking === 'string')
      keepBookingToken(body.booking)
    return body.status === 'success'
      ? { kind: 'success' }
      : { kind: 'rejected', message: body.message }
  } catch (error) {
    console.error('lead post', error)
    return { kind: 'network' }
  }
}

/** The answer for the page the visitor is on: its forms (page and footer) share one request. */
let campaignSourceOfPage: { url: string; source: Promise<string> } | undefined

/** Reads the campaign source to append to the section label; failures are only logged. */
export function fetchCampaignSource(): Promise<string> {
  const url = window.location.href
  if (campaignSourceOfPage?.url !== url) {
    campaignSourceOfPage = { url, source: requestCampaignSource() }
  }
  return campaignSourceOfPage.source
}

async function requestCampaignSource(): Promise<string> {
  try {
    const response = await fetch('/api/campaign-source', { cache: 'no-store' })
    return String((await response.json()).source ?? '')
  } catch (error) {
    console.error('campaign-source', error)
    return ''
  }
}

/** Fields the spec's input rules clean in the browser before they are posted. */
const cleanedFields = [
  'nombre',
  'phone',
  'mensaje',
  'seccion',
  'referidor_nombre',
  'referidor_telefono',
] as const

/**
 * Posts name, phone, message and section as the validation cleaned them (trimmed, only letters,
 * digits, spaces and Spanish accented letters; the section keeps its ' - ' before the source).
 */
export function sendCleaned(data: FormData, lead: Record<string, unknown>) {
  for (const key of cleanedFields) {
    if (typeof lead[key] === 'string' && data.has(key)) data.set(key, lead[key])
  }
}

export function withSource(label: string, source: string) {
  return source && !label.endsWith(` - ${source}`) ? `${label} - ${source}` : label
}

/** The thank-you page's picker reads it (the page itself is cached and the same for all). */
function keepBookingToken(token: string) {
  try {
    sessionStorage.setItem(bookingTokenStorageKey, token)
  } catch {
    // Storage refused (private mode): the picker offers the plain form instead.
  }
}
