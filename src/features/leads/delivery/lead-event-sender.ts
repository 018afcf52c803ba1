import type { DeliveryJob } from './channel-types'
import { leadSummary, sendLimitMs } from './senders'
import { setting } from '@/lib/env.mjs'

/**
 * A pipeline event (`lead.retained`…) posted to the firm's webhook with the row's idempotency
 * key: `{ event, idempotencyKey, lead, ...data }`, so a practice-management system can act on it.
 */
export async function sendLeadEvent({ lead, delivery }: DeliveryJob) {
  const url = setting('LEAD_WEBHOOK_URL')
  if (!url) throw new Error('LEAD_WEBHOOK_URL is not set')
  const data = (delivery.data ?? {}) as Record<string, unknown>
  const event = String(data.event ?? delivery.target)
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': delivery.idempotencyKey },
    body: JSON.stringify({
      ...data,
      event,
      idempotencyKey: delivery.idempotencyKey,
      lead: leadSummary(lead),
    }),
    signal: AbortSignal.timeout(sendLimitMs()),
  })
  if (!response.ok) throw new Error(`Webhook answered ${response.status}`)
  return { result: `${event} ${response.status}` }
}
