import type { Payload } from 'payload'
import { forbidden, signedFields } from './twilio-webhook'

/**
 * Twilio's status callback for a text the firm sent: the stored text's delivery status follows
 * (queued → sent → delivered, or undelivered / failed with Twilio's error code).
 */
export async function handleStatusCallback(payload: Payload, request: Request) {
  const fields = await signedFields(request)
  if (!fields) return forbidden()
  const sid = fields.MessageSid ?? fields.SmsSid
  const status = fields.MessageStatus ?? fields.SmsStatus
  if (sid && status) {
    const error = fields.ErrorCode ? ` (${fields.ErrorCode})` : ''
    await payload.update({
      collection: 'lead-texts',
      where: { providerId: { equals: sid } },
      data: { status: `${status}${error}`.slice(0, 100) },
      overrideAccess: true,
      depth: 0,
    })
  }
  return new Response(null, { status: 204 })
}
