import { NextResponse, type NextRequest } from 'next/server'
import { siteCookie } from '@/lib/http/site-cookie'
import { cleanSource, sourceCookie, sourceFromUrl } from './campaign-source'
import type { LeadErrorKey } from './error-keys'
import { decodeFlash, encodeFlash, flashCookie, type FlashForm } from './flash'
import type { FormRules } from './form-rules'
import { pagePathOf } from './page-path'
import { retryPath } from './retry-path'

/**
 * The page a post came from. A plain post sent again from the retry page names that page in
 * its Referer, so the page of the first attempt comes from the flash cookie instead.
 */
export function postPagePath(request: NextRequest, fields: Record<string, string>) {
  const path = pagePathOf(fields.page_path || request.headers.get('referer'))
  if (path?.split(/[?#]/)[0] !== retryPath) return path
  return decodeFlash(request.cookies.get(flashCookie)?.value)?.form.pagePath ?? path
}

/**
 * The visitor's first-touch campaign: the cookie `/api/campaign-source` keeps for script
 * visitors, else (a plain post, no script ran) the campaign the page's own URL names.
 */
export function postSource(request: NextRequest, pagePath: string | undefined) {
  const known = cleanSource(request.cookies.get(sourceCookie)?.value)
  if (known || !pagePath) return known
  return sourceFromUrl(new URL(pagePath, 'http://site.invalid')) ?? ''
}

/**
 * A failed plain post: 303 to the uncached retry page, which shows this form again with the one
 * message and the visitor's input (carried in a one-minute cookie). The page it came from stays
 * cached and the same for everyone.
 */
export function retryAnswer(
  request: NextRequest,
  fields: Record<string, string>,
  error: LeadErrorKey,
  rules: FormRules,
  endpoint: string,
) {
  const formId = (fields.form_id ?? '').replace(/[^\w-]/g, '').slice(0, 60)
  const form: FlashForm = {
    section: fields.seccion ?? '',
    locale: rules.locale,
    endpoint: endpoint === 'tramcase' ? 'tramcase' : 'agregar',
    pagePath: postPagePath(request, fields) ?? '/',
  }
  const response = new NextResponse(null, {
    status: 303,
    headers: { location: `${retryPath}${formId ? `#${formId}` : ''}`, 'cache-control': 'no-store' },
  })
  response.cookies.set(
    flashCookie,
    encodeFlash(formId, error, fields, form),
    siteCookie({ httpOnly: true, maxAge: 60 }),
  )
  return response
}
