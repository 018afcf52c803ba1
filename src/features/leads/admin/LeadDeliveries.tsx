import type { I18n } from '@payloadcms/translations'
import type { Payload, PayloadRequest } from 'payload'
import { RetryButton } from './RetryButton.client'
import { deliveryTiming } from './delivery-timing'
import { requestTimeZone } from './firm-time'
import { optionText, selectField, staffText } from './staff-text'
import { unauditedRead } from '@/features/audit'

type Props = { id?: number | string; i18n: I18n; payload: Payload; req: PayloadRequest }

/**
 * Under a lead's delivery status: each delivery, text, alert and timer of the lead, late ones
 * marked, with Retry on failed ones.
 */
export async function LeadDeliveries({ id, i18n, payload, req }: Props) {
  if (id === undefined || id === null) return null
  const { docs } = await payload.find({
    collection: 'lead-deliveries',
    where: { lead: { equals: id } },
    depth: 0,
    limit: 50,
    sort: 'createdAt',
    overrideAccess: false,
    user: req.user,
    // Part of the lead's page: on record as its `view`.
    context: unauditedRead('shown-with-lead'),
  })
  const timeZone = await requestTimeZone(payload)
  const { fields } = payload.collections['lead-deliveries'].config
  const text = (name: string, value: unknown) =>
    optionText(selectField(fields, name), value, i18n.language)
  return (
    <section aria-label={staffText(i18n, 'staff:deliveries')} style={{ marginTop: '.75rem' }}>
      <h4 style={{ margin: '0 0 .5rem' }}>{staffText(i18n, 'staff:deliveries')}</h4>
      {docs.length === 0 ? <p>{staffText(i18n, 'staff:noDeliveries')}</p> : null}
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '.5rem' }}>
        {docs.map((delivery) => (
          <li
            key={delivery.id}
            className="lead-delivery"
            style={{ display: 'flex', flexWrap: 'wrap', gap: '.75rem', alignItems: 'center' }}
          >
            <strong>{text('channel', delivery.channel)}</strong>
            <span>{text('status', delivery.status)}</span>
            {deliveryTiming(i18n, delivery, timeZone)}
            <span>{staffText(i18n, 'staff:attempts', { count: delivery.attempts ?? 0 })}</span>
            {delivery.lastError ? (
              <span style={{ overflowWrap: 'anywhere' }}>{delivery.lastError}</span>
            ) : null}
            {delivery.status === 'failed' ? (
              <RetryButton
                id={delivery.id}
                label={staffText(i18n, 'staff:retry')}
                busyLabel={staffText(i18n, 'staff:retrying')}
                failedLabel={staffText(i18n, 'staff:retryFailed')}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
