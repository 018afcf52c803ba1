import { NextResponse, type NextRequest } from 'next/server'
import { payloadClient } from '@/lib/payload/payload'
import { worksLeads } from '@/lib/access/roles'
import { csrfCookie, isValidToken } from '@/lib/http/csrf'
import type { LeadErrorKey } from './error-keys'
import { isSameOriginPost } from '@/lib/http/fetch-metadata'
import { flashCookie } from './flash'
import { honeypotField } from './honeypot'
import { postPagePath, postSource, retryAnswer } from './plain-post'
import { rulesForPost } from './form-rules'
import { errorAnswer, readLimitedPost } from './limited-post'
import { clientIp } from '@/lib/http/rate-limit'
import { validateLead } from './schemas'
import { storeLead, type LeadContext } from './store'
import { visitorZone } from './visitor-zone'
import { attributionOf, ownHostsOf, pageWithoutClickIds, sentGpc } from './attribution'
import { siteUrl } from '@/lib/seo/site-url'
import { leadErrorText } from './texts'
import { thankYouPath } from './thank-you'
import { siteCookie } from '@/lib/http/site-cookie'
import { bookingTokenCookie, bookingTokenMs } from '@/lib/booking-handoff'
import { bookingTokenFor, decoyBookingToken } from '@/lib/booking-token'

type Endpoint = LeadContext['endpoint']

/** A real form submission (no JavaScript) rather than the page's fetch. */
function isNavigation(request: NextRequest) {
  if (request.headers.get('sec-fetch-mode') === 'navigate') return true
  return (request.headers.get('accept') ?? '').includes('text/html')
}

/** A 303 to a path of this site (relative, so no host header can make it leave the site). */
function seeOther(path: string) {
  return new NextResponse(null, { status: 303, headers: { location: path } })
}

/** The spec's lead endpoints: parse, check, store, answer (JSON, or 303 for a plain form post). */
export async function handleLeadPost(request: NextRequest, endpoint: Endpoint) {
  const navigation = isNavigation(request)
  const ip = clientIp(request.headers)
  const post = await readLimitedPost(request, ip, 'Too many requests, try again in a minute.')
  if ('refused' in post) return post.refused
  const { fields } = post

  const rules = rulesForPost(fields, { endpoint })
  const fail = (key: LeadErrorKey, status: number) =>
    navigation
      ? retryAnswer(request, fields, key, rules, endpoint)
      : errorAnswer(leadErrorText(rules.locale, key), status)

  // Script posts carry the token of GET /csrf-token; plain posts (no token in cached pages) are
  // checked by the browser's fetch metadata instead.
  const token = fields._token || request.headers.get('x-csrf-token') || undefined
  const tokenOk = isValidToken(request.cookies.get(csrfCookie)?.value, token)
  if (!tokenOk && !(navigation && isSameOriginPost(request.headers))) {
    return fail('submitError', 419)
  }

  let loggedBy: number | undefined
  if (endpoint === 'socialmedia') {
    const payload = await payloadClient()
    const { user } = await payload.auth({ headers: request.headers })
    if (!user) return errorAnswer('Staff login required', 401)
    if (!worksLeads(user)) return errorAnswer('Agents only', 403)
    loggedBy = Number(user.id)
  }

  const result = validateLead(fields, rules)
  if (!result.ok) return fail(result.error, 422)

  const gpc = sentGpc(request.headers)
  // With Global Privacy Control the form's page keeps its UTM values but no click id, as the
  // touches do: the page is stored, shown to staff and sent on by the webhook and the export.
  const sentPath = postPagePath(request, fields)
  const pagePath = gpc && sentPath ? pageWithoutClickIds(sentPath) : sentPath
  const spam = Boolean(fields[honeypotField])
  let stored: { id: number; createdAt: string }
  try {
    const payload = await payloadClient()
    stored = await storeLead(payload, result.lead, rules, {
      endpoint,
      pagePath,
      source: postSource(request, pagePath) || undefined,
      ip,
      userAgent: request.headers.get('user-agent') ?? '',
      spam,
      loggedBy,
      // A referral's or a staff member's browser is not the zone of the person the lead names.
      timeZone:
        rules.kind === 'socialmedia' || rules.kind === 'referral'
          ? undefined
          : visitorZone(fields.tz),
      attribution: attributionOf(fields, {
        pagePath,
        gpc,
        ownHosts: ownHostsOf(request.headers, siteUrl()),
      }),
    })
  } catch (error) {
    const payload = await payloadClient()
    payload.logger.error({ err: error, msg: 'Storing a lead failed' })
    return fail('submitError', 500)
  }

  // The free call's booking token (24 h): in the JSON answer for the page's script, in an
  // HttpOnly cookie for a plain post, whose picker is a per-request route (the page is cached).
  // A honeypot lead gets a decoy no endpoint accepts: spam books no call (nor blocks retention).
  const booking = spam ? decoyBookingToken(stored.id) : bookingTokenFor(stored)
  if (navigation) {
    const response = seeOther(thankYouPath(rules.locale, rules.kind))
    response.cookies.delete(flashCookie)
    response.cookies.set(
      bookingTokenCookie,
      booking,
      siteCookie({ httpOnly: true, maxAge: bookingTokenMs / 1000 }),
    )
    return response
  }
  return NextResponse.json({ status: 'success', booking })
}
