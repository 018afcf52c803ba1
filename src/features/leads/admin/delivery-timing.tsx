import type { I18n } from '@payloadcms/translations'
import type { LeadDelivery } from '@/payload-types'
import { durationText, staffText } from './staff-text'

/** A pending delivery this long past its due time is late: the outbox is behind or blocked. */
export const lateAfterMs = 60_000

/** Whether a delivery is still waiting well after it fell due. */
export function isLate(delivery: Pick<LeadDelivery, 'status' | 'nextAttemptAt'>, now = Date.now()) {
  if (delivery.status !== 'pending' || !delivery.nextAttemptAt) return false
  return now - new Date(delivery.nextAttemptAt).getTime() > lateAfterMs
}

/** "Late by 3 min" on a late delivery, "Scheduled for …" on a timer not yet due; else nothing. */
export function deliveryTiming(
  i18n: I18n,
  delivery: Pick<LeadDelivery, 'status' | 'nextAttemptAt'>,
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
  const time = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(due)
  return <span>{staffText(i18n, 'staff:scheduled', { time })}</span>
}
