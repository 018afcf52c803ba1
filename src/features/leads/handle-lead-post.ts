import { NextResponse, type NextRequest } from 'next/server'
import { payloadClient } from '../cms/payload'
import { worksLeads } from '../staff/roles'
import { cleanSource, sourceCookie } from './campaign-source'
import { csrfCookie, isValidToken } from './csrf'
import type { LeadErrorKey } from './error-keys'
import { encodeFlash, flashCookie } from './flash'
import { honeypotField } from './honeypot'
import { pagePathOf } from './page-path'
import { rulesForPost } from './form-rules'
import { allowPost, clientIp } from './rate-limit'
import { BodyError, readFields } from './request-body'
import { validateLead } from './schemas'
import { storeLead, type LeadContext } from './store'
import { leadErrorText } from './texts'
import { thankYouPath } from './thank-you'

type Endpoint = LeadContext['endpoint']

/** A real form submission (no JavaScript) rather than the page's fetch. */
function isNavigation(request: NextRequest) {
  if (request.headers.get('sec-fetch-mode') === 'navigate') return true
  return (request.headers.get('accept') ?? '').includes('text/html')
}

function json(body: { status: 'success' | 'error'; message?: string }, status = 200) {
  return NextResponse.json(body, { status })
}

/** A 303 to a path of this site (relative, so no host header can make it leave the site). */
function seeOther(path: string) {
  return new NextResponse(null, { status: 303, headers: { location: path } })
}

/** Back to the page the form was on, at the form, with the flash cookie. */
function backToForm(request: NextRequest, fields: Record<string, string>, error: LeadErrorKey) {
  const formId = (fields.form_id ?? '').replace(/[^\w-]/g, '').slice(0, 60)
  const path = pagePathOf(request.headers.get('referer')) ?? '/'
  const response = seeOther(`${path}${formId ? `#${formId}` : ''}`)
  response.cookies.set(flashCookie, encodeFlash(formId, error, fields), {
    path: '/',
    maxAge: 60,
    httpOnly: true,
    sameSite: 'lax',
  })
  return response
}

/** The spec's lead endpoints: parse, check, store, answer (JSON, or 303 for a plain form post). */
export async function handleLeadPost(request: NextRequest, endpoint: Endpoint) {
  const navigation = isNavigation(request)
  const ip = clientIp(request.headers)
  if (!allowPost(ip)) {
    return json({ status: 'error', message: 'Too many requests, try again in a minute.' }, 429)
  }

  let fields: Record<string, string>
  try {
    fields = await readFields(request)
  } catch (error) {
    if (error instanceof BodyError)
      return json({ status: 'error', message: error.message }, error.status)
    throw error
  }

  const rules = rulesForPost(fields, { endpoint })
  const fail = (key: LeadErrorKey, status: number) =>
    navigation
      ? backToForm(request, fields, key)
      : json({ status: 'error', message: leadErrorText(rules.locale, key) }, status)

  const token = fields._token || request.headers.get('x-csrf-token') || undefined
  if (!isValidToken(request.cookies.get(csrfCookie)?.value, token)) return fail('submitError', 419)

  let loggedBy: number | undefined
  if (endpoint === 'socialmedia') {
    const payload = await payloadClient()
    const { user } = await payload.auth({ headers: request.headers })
    if (!user) return json({ status: 'error', message: 'Staff login required' }, 401)
    if (!worksLeads(user)) return json({ status: 'error', message: 'Agents only' }, 403)
    loggedBy = Number(user.id)
  }

  const result = validateLead(fields, rules)
  if (!result.ok) return fail(result.error, 422)

  try {
    const payload = await payloadClient()
    await storeLead(payload, result.lead, rules, {
      endpoint,
      pagePath: pagePathOf(fields.page_path || request.headers.get('referer')),
      source: cleanSource(request.cookies.get(sourceCookie)?.value) || undefined,
      ip,
      userAgent: request.headers.get('user-agent') ?? '',
      spam: Boolean(fields[honeypotField]),
      loggedBy,
    })
  } catch (error) {
    const payload = await payloadClient()
    payload.logger.error({ err: error, msg: 'Storing a lead failed' })
    return fail('submitError', 500)
  }

  if (navigation) {
    const response = seeOther(thankYouPath(rules.locale, rules.kind))
    response.cookies.delete(flashCookie)
    return response
  }
  return json({ status: 'success' })
}
