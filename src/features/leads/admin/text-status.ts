import type { I18n } from '@payloadcms/translations'
import type { StaffTextKey } from './texts'
import { staffText } from './staff-text'

/** Twilio's message statuses (snake_case) and the texts staff read for them. */
const statusKeys: Record<string, StaffTextKey> = {
  accepted: 'staff:textStatusAccepted',
  scheduled: 'staff:textStatusScheduled',
  queued: 'staff:textStatusQueued',
  sending: 'staff:textStatusSending',
  sent: 'staff:textStatusSent',
  delivered: 'staff:textStatusDelivered',
  undelivered: 'staff:textStatusUndelivered',
  failed: 'staff:textStatusFailed',
  receiving: 'staff:textStatusReceiving',
  received: 'staff:textStatusReceived',
  read: 'staff:textStatusRead',
  canceled: 'staff:textStatusCanceled',
  partially_delivered: 'staff:textStatusPartiallyDelivered',
  delivery_unknown: 'staff:textStatusDeliveryUnknown',
  pending: 'staff:textStatusPending',
}

/**
 * A stored delivery status in the admin's language. The row keeps Twilio's word as evidence
 * ('undelivered (30003)': status, then Twilio's error code); only its reading is translated, the
 * error code kept as is. A status Twilio adds later shows as Twilio wrote it.
 */
export function textStatusText(i18n: Pick<I18n, 't' | 'language'>, stored: string) {
  const match = /^([a-z_]+)(.*)$/s.exec(stored.trim())
  const key = match ? statusKeys[match[1]] : undefined
  return key ? staffText(i18n, key) + match![2] : stored
}
