import { cookies, headers } from 'next/headers'
import { cleanSource, sourceCookie, sourceHeader } from './campaign-source'
import { csrfCookie, csrfNonceHeader, tokenFor } from './csrf'
import { decodeFlash, flashCookie } from './flash'

/** The CSRF token for this page render, bound to the cookie the proxy set or found. */
export async function pageCsrfToken(): Promise<string> {
  const nonce = (await headers()).get(csrfNonceHeader) ?? (await cookies()).get(csrfCookie)?.value
  return nonce ? tokenFor(nonce) : ''
}

/** The first-touch campaign source known while rendering (header from the proxy, or cookie). */
export async function pageCampaignSource(): Promise<string> {
  const fromProxy = (await headers()).get(sourceHeader)
  return cleanSource(fromProxy ?? (await cookies()).get(sourceCookie)?.value)
}

/** The failed no-JavaScript post of this form, if the visitor just came back from one. */
export async function pageFlash(formId: string) {
  const flash = decodeFlash((await cookies()).get(flashCookie)?.value)
  return flash?.formId === formId ? flash : null
}
