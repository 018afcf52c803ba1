import type { I18n } from '@payloadcms/translations'
import type { LeadDelivery } from '@/payload-types'
import { firmDateTime } from './firm-time'
import { durationText, staffText } from './staff-text'

/** A pending delivery this long past its due time is late: the outbox is behind or blocked. */
export const lateAfterMs = 60_000

/** Whether a delivery is still waiting well after it fell due. */
export function isLate(delivery: Pick<LeadDelivery, 'status' | 'nextAttemptAt'>, now = Date.now()) {
  if (delivery.status !== 'pending' || !delivery.nextAttemptAt) return false
  return now - new Date(delivery.nextAttemptAt).getTime() > lateAfterMs
}

/**
 * "Late by 3 min" on a late delivery, "Scheduled for …" (the firm's time, with its zone, as the
 * history shows times) on a timer not yet due; else nothing.
 */
export function deliveryTiming(
  i18n: I18n,
  delivery: Pick<LeadDelivery, 'status' | 'nextAttemptAt'>,
  timeZone: string,
  now = Date.now(),
) {
  if (delivery.status !== 'pending' || !delivery.nextAttemptAt) return null
  const due = new Date(delivery.nextAttemptAt).getTime()
  if (isLate(delivery, now)) {
    return (
      <span className="lead-delivery__late" style={{ color: 'var(--theme-error-600)' }}>
        {staffText(i18n, 'staff:late', { time: durationText(i18n, (now - due) / 60_000) })}
      </span>
    )
  }
  if (due <= now) return null
  const time = firmDateTime(new Date(due), i18n.language, timeZone)
  return <span>{staffText(i18n, 'staff:scheduled', { time })}</span>
}
