import { NextResponse, type NextRequest } from 'next/server'
import { clientIp } from '@/lib/client-ip'
import { csrfCookie, csrfCookieOptions, isValidToken, nonceFrom, tokenFor } from '@/lib/http/csrf'
import { readFields } from '@/lib/http/request-body'
import { payloadClient } from '@/lib/payload/payload'
import { checkoutAfterSigning } from './checkout'
import { signPagePath } from './sign-link'
import { invalidLinkPage, signedPage, signFormPage, type SignFormState } from './sign-page'
import { engagementOfLink, letterOf, markOpened, signEngagement } from './sign'
import { privateFile } from '@/lib/http/private-file'

const perVisitor = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
}

type Locale = 'es' | 'en'

/** An HTML answer, with the visitor's CSRF cookie set when it was missing. */
function answer(body: string, status: number, nonce?: { value: string; isNew: boolean }) {
  const response = new NextResponse(body, { status, headers: perVisitor })
  if (nonce?.isNew) response.cookies.set(csrfCookie, nonce.value, csrfCookieOptions)
  return response
}

function nonceOf(request: NextRequest) {
  const existing = request.cookies.get(csrfCookie)?.value
  const value = nonceFrom(existing)
  return { value, isNew: value !== existing }
}

const copyPath = (token: string) => `/api/engagements/copy?enlace=${encodeURIComponent(token)}`
const formAction = (locale: Locale, token: string) =>
  `${signPagePath(locale)}?enlace=${encodeURIComponent(token)}`

/** The link's token and engagement (null when forged, expired, voided), with the Payload client. */
async function openLink(request: NextRequest) {
  const token = request.nextUrl.searchParams.get('enlace') ?? ''
  const payload = await payloadClient()
  return { token, payload, found: await engagementOfLink(payload, token) }
}

/** `GET /firmar?enlace=…` (`/en/sign`): the letter and the form, or the signed letter's copy. */
export async function getSignPage(request: NextRequest, locale: Locale) {
  const { token, payload, found } = await openLink(request)
  if (!found) return answer(invalidLinkPage(locale), 404)
  const letter = letterOf(found)
  if (found.status !== 'sent') {
    return answer(signedPage(letter.locale, found.evidence?.signerName ?? '', copyPath(token)), 200)
  }
  await markOpened(payload, found)
  const nonce = nonceOf(request)
  const state = { action: formAction(letter.locale, token), csrfToken: tokenFor(nonce.value) }
  return answer(signFormPage(letter, state), 200, nonce)
}

/** The posted form: `consent=on`, `signature`, `_token`. Signed: 303 to the done page or checkout. */
export async function postSignPage(request: NextRequest, locale: Locale) {
  const { token, payload, found } = await openLink(request)
  if (!found) return answer(invalidLinkPage(locale), 404)
  const letter = letterOf(found)
  const donePath = formAction(letter.locale, token)
  if (found.status !== 'sent') return seeOther(donePath)
  const fields = await readFields(request).catch(() => ({}) as Record<string, string>)
  const signature = (fields.signature ?? '').replace(/\s+/g, ' ').trim().slice(0, 200)
  const consent = fields.consent === 'on'
  const errors: SignFormState['errors'] = []
  if (!isValidToken(request.cookies.get(csrfCookie)?.value, fields._token)) errors.push('token')
  if (!consent) errors.push('consent')
  if (signature.length < 2) errors.push('signature')
  if (errors.length) {
    const nonce = nonceOf(request)
    const state = {
      action: donePath,
      csrfToken: tokenFor(nonce.value),
      signature,
      consent,
      errors,
    }
    return answer(signFormPage(letter, state), errors.includes('token') ? 403 : 422, nonce)
  }
  const consentedAt = new Date()
  const signed = await signEngagement(payload, found, {
    name: signature,
    ip: clientIp(request.headers),
    userAgent: request.headers.get('user-agent') ?? '',
    consentedAt,
  })
  const checkout = await checkoutAfterSigning(payload, signed, donePath)
  return seeOther(checkout ?? donePath)
}

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })

/** `GET /api/engagements/copy?enlace=…`: the client's signed copy, at their own link. */
export async function getClientCopy(request: NextRequest) {
  const { payload, found } = await openLink(request)
  const full = found
    ? await payload.findByID({
        collection: 'engagements',
        id: found.id,
        depth: 0,
        overrideAccess: true,
      })
    : null
  if (!full?.pdfData)
    return new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } })
  const bytes = Buffer.from(full.pdfData, 'base64')
  return privateFile(bytes, {
    contentType: 'application/pdf',
    fileName: `engagement-${full.id}.pdf`,
    headers: { 'x-robots-tag': 'noindex' },
  })
}
