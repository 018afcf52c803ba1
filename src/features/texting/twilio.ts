import { createHmac, timingSafeEqual } from 'node:crypto'
import { env, type Environment } from '@/lib/env.mjs'
import { outboundRequest } from '@/lib/http/outbound'
import { parseJsonOrNull } from '@/lib/json'

/** Twilio's Messages API, reached at TWILIO_API_URL (its origin by default; tests use a fake). */
export type TwilioConfig = {
  apiUrl: string
  accountSid: string
  authToken: string
  /** A sending number (E.164) or a messaging service id (MG…). */
  from: string
}

/** The configuration, or null while SMS is off (any of the three credentials missing). */
export function twilioConfig(source: Environment = env()): TwilioConfig | null {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM } = source
  if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN || !TWILIO_FROM) return null
  return {
    apiUrl: source.TWILIO_API_URL.replace(/\/+$/, ''),
    accountSid: TWILIO_ACCOUNT_SID,
    authToken: TWILIO_AUTH_TOKEN,
    from: TWILIO_FROM,
  }
}

/** A US phone as E.164 (+1 and ten digits), or null when the digits are not a US number. */
export function usE164(phone: string): string | null {
  const digits = phone.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  // NANP: area code and exchange start with 2-9.
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? `+1${national}` : null
}

export type SentSms = { sid: string; status: string }

/**
 * Sends one text. Throws on a refusal or a network failure, with Twilio's code and message when
 * it gave them, so the outbox retries and shows why. Bounded by `timeoutMs`.
 */
export async function sendSms(
  config: TwilioConfig,
  message: { to: string; body: string; statusCallback?: string },
  timeoutMs = 15_000,
): Promise<SentSms> {
  const form = new URLSearchParams({ To: message.to, Body: message.body })
  form.set(config.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', config.from)
  if (message.statusCallback) form.set('StatusCallback', message.statusCallback)
  const auth = Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')
  const response = await outboundRequest(
    `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`,
    {
      method: 'POST',
      headers: {
        authorization: `Basic ${auth}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form.toString(),
    },
    timeoutMs,
  )
  const body = (parseJsonOrNull(response.text) ?? {}) as Record<string, unknown>
  if (!response.ok) {
    throw new Error(`Twilio answered ${response.status}: ${body.code ?? ''} ${body.message ?? ''}`)
  }
  return { sid: String(body.sid), status: String(body.status ?? 'queued') }
}

/**
 * Twilio's request signature: HMAC-SHA1, keyed by the auth token, of the full public URL of the
 * webhook followed by each POST field's name and value, sorted by name; base64.
 */
export function twilioSignature(authToken: string, url: string, fields: Record<string, string>) {
  const data = Object.keys(fields)
    .sort()
    .reduce((text, name) => text + name + fields[name], url)
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64')
}

/** Whether a webhook request really comes from Twilio (constant-time comparison). */
export function isTwilioSigned(
  authToken: string,
  url: string,
  fields: Record<string, string>,
  signature: string | null,
): boolean {
  if (!signature) return false
  const expected = Buffer.from(twilioSignature(authToken, url, fields))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
