import type { Payload } from 'payload'
import { getPathname } from '@/i18n/navigation'
import { isSameOriginPost } from '@/lib/http/fetch-metadata'
import { allowPost, clientIp } from '@/lib/http/rate-limit'
import { BodyError, readFields } from '@/lib/http/request-body'
import { isOptedOut, recordConsentChange } from './opt-out-state'
import { usE164 } from './twilio'

/** A relative Location: the page on the host the visitor used, whatever proxy is in front. */
const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })

/**
 * The unsubscribe pages' form, posted by a browser without JavaScript: same-origin only (fetch
 * metadata, as the lead forms' plain posts), rate-limited per address like them. A US number is
 * opted out (a second time changes nothing) and the visitor lands on the confirmation page;
 * anything else comes back to that page with its one message.
 */
export async function handleWebOptOut(payload: Payload, request: Request) {
  if (!isSameOriginPost(request.headers)) return new Response('Forbidden', { status: 403 })
  let fields: Record<string, string>
  try {
    fields = await readFields(request)
  } catch (error) {
    if (error instanceof BodyError) return new Response(error.message, { status: error.status })
    throw error
  }
  const locale = fields.locale === 'en' ? 'en' : 'es'
  const done = getPathname({ locale, href: '/cancelar-sms/listo' })
  if (!(await allowPost(`sms-opt-out:${clientIp(request.headers)}`))) {
    return seeOther(`${done}?estado=limite`)
  }
  const phone = usE164(fields.phone ?? '')
  if (!phone) return seeOther(`${done}?estado=telefono`)
  if (!(await isOptedOut(payload, phone))) {
    await recordConsentChange(payload, { phone, action: 'opt-out', via: 'web-form' })
  }
  return seeOther(done)
}
