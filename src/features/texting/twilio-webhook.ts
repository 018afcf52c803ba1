import { isTwilioSigned, twilioConfig } from './twilio'
import { publicWebhookUrl } from './webhook-urls'

/** An empty TwiML answer: Twilio takes it as "nothing to send back". */
export const emptyTwiml = () =>
  new Response('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', {
    headers: { 'content-type': 'text/xml; charset=utf-8' },
  })

export const forbidden = () => new Response('Forbidden', { status: 403 })

/**
 * The form fields of a request Twilio signed, or null when the signature is missing or wrong
 * (or SMS is off: without the auth token nothing can be verified). The URL signed is the public
 * one Twilio called, built from SITE_URL, with the request's query string.
 */
export async function signedFields(request: Request): Promise<Record<string, string> | null> {
  const config = twilioConfig()
  if (!config) return null
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return null
  }
  const fields: Record<string, string> = {}
  for (const [name, value] of form) if (typeof value === 'string') fields[name] = value
  const { pathname, search } = new URL(request.url)
  const url = publicWebhookUrl(pathname + search)
  const signature = request.headers.get('x-twilio-signature')
  return isTwilioSigned(config.authToken, url, fields, signature) ? fields : null
}
