import type { NextRequest } from 'next/server'
import { csrfCookie, isValidToken } from '@/lib/http/csrf'
import { isSameOriginPost } from '@/lib/http/fetch-metadata'
import { isTimeZone } from '@/features/schedule'
import type { Locale } from '@/i18n/routing'

/** A real form submission (no JavaScript) rather than the page's fetch. */
export function isNavigation(request: NextRequest) {
  if (request.headers.get('sec-fetch-mode') === 'navigate') return true
  return (request.headers.get('accept') ?? '').includes('text/html')
}

/** The posted fields, JSON or a form (urlencoded or multipart), as strings; at most 8 kB. */
export async function postedFields(request: NextRequest): Promise<Record<string, string>> {
  const length = Number(request.headers.get('content-length') ?? 0)
  if (length > 8192) return {}
  const type = request.headers.get('content-type') ?? ''
  try {
    if (type.includes('application/json')) {
      const body = await request.json()
      return Object.fromEntries(
        Object.entries(body ?? {}).map(([key, value]) => [key, String(value ?? '')]),
      )
    }
    const form = await request.formData()
    return Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)]))
  } catch {
    return {}
  }
}

/**
 * CSRF as for the lead forms: the `_token` of GET /csrf-token (or of the per-request page)
 * bound to the cookie, or, for a plain form post, the browser's fetch metadata.
 */
export function csrfOk(request: NextRequest, fields: Record<string, string>) {
  const token = fields._token || request.headers.get('x-csrf-token') || undefined
  if (isValidToken(request.cookies.get(csrfCookie)?.value, token)) return true
  return isNavigation(request) && isSameOriginPost(request.headers)
}

export const localeOf = (value: unknown): Locale => (value === 'en' ? 'en' : 'es')

export const zoneOr = (value: string | null | undefined, fallback: string) =>
  value && value.length < 64 && isTimeZone(value) ? value : fallback

/** A 303 to a path of this site (relative: no Host header can send the visitor elsewhere). */
export const seeOther = (path: string) =>
  new Response(null, { status: 303, headers: { location: path, 'cache-control': 'no-store' } })
