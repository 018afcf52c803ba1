import { twilioSignature } from '@/features/texting/twilio'
import type { FakeTwilio } from './fake-twilio'

/**
 * Twilio calling a site behind a proxy: the request reaches the server's own address, signed
 * for the public URL Twilio was given (SITE_URL + path), as the server verifies it.
 */
export function twilioWebhooks(twilio: FakeTwilio, serverUrl: string, publicOrigin: string) {
  let count = 0
  const sidOf = (n: number) => `SMin${String(n).padStart(30, '0')}`
  const post = (path: string, fields: Record<string, string>, signature?: string) =>
    twilio.postSigned(
      serverUrl + path,
      fields,
      signature ?? twilioSignature(twilio.authToken, publicOrigin + path, fields),
    )
  return {
    /** A visitor's text; `sid` repeats an earlier message's id (a replay, or Twilio's retry). */
    inbound(from: string, body: string, signature?: string, sid?: string) {
      count += 1
      const fields = {
        MessageSid: sid ?? sidOf(count),
        AccountSid: twilio.accountSid,
        From: from,
        To: '+12025550000',
        Body: body,
        NumMedia: '0',
      }
      return post('/api/sms/inbound', fields, signature)
    },
    /** The id the next inbound() without `sid` will carry. */
    nextSid: () => sidOf(count + 1),
    status(sid: string, status: string, signature?: string) {
      const fields = { MessageSid: sid, MessageStatus: status, AccountSid: twilio.accountSid }
      return post('/api/sms/status', fields, signature)
    },
  }
}
