import type { Payload } from 'payload'
import type { Lead, LeadDelivery } from '@/payload-types'
import { maxAttempts, retryDelayMs, type DeliveryChannel } from './delivery-targets'
import { claimDelivery } from './outbox-claim'
import { sendLeadEmail, sendLeadWebhook } from './senders'

/** Queues one delivery per configured channel for a stored lead. */
export async function enqueueDeliveries(payload: Payload, lead: Lead, channels: DeliveryChannel[]) {
  const now = new Date().toISOString()
  for (const channel of channels) {
    await payload.create({
      disableTransaction: true,
      collection: 'lead-deliveries',
      data: {
        lead: lead.id,
        channel,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: now,
        idempotencyKey: `lead-${lead.id}-${channel}`,
      },
      depth: 0,
    })
  }
  kickOutbox(payload)
}

type OutboxState = { running: boolean; again: boolean; timer: NodeJS.Timeout | null }

/**
 * Next.js bundles instrumentation and route handlers apart, so module variables would exist
 * twice in one process; the worker's state lives on globalThis to keep one run at a time.
 */
const state: OutboxState = ((globalThis as { leadOutbox?: OutboxState }).leadOutbox ??= {
  running: false,
  again: false,
  timer: null,
})

/** Runs the outbox soon without waiting for it; one run at a time per process. */
export function kickOutbox(payload: Payload) {
  if (state.running) {
    state.again = true
    return
  }
  state.running = true
  processOutbox(payload)
    .catch((error) => payload.logger.error({ err: error, msg: 'Lead outbox run failed' }))
    .finally(() => {
      state.running = false
      if (state.again) {
        state.again = false
        kickOutbox(payload)
      }
    })
}

/** Sends every due delivery once; failures are rescheduled with backoff. */
export async function processOutbox(payload: Payload, now = new Date()) {
  const { docs } = await payload.find({
    collection: 'lead-deliveries',
    where: {
      and: [
        { status: { equals: 'pending' } },
        { nextAttemptAt: { less_than_equal: now.toISOString() } },
        {
          or: [
            { lockedUntil: { exists: false } },
            { lockedUntil: { less_than: now.toISOString() } },
          ],
        },
      ],
    },
    sort: 'nextAttemptAt',
    limit: 50,
    depth: 1,
  })
  for (const delivery of docs) await attempt(payload, delivery)
}

async function attempt(payload: Payload, delivery: LeadDelivery) {
  // Another instance may have taken (or finished) it since the query: then it is theirs.
  if (!(await claimDelivery(payload, delivery.id))) return
  const lead = delivery.lead as Lead
  const attempts = (delivery.attempts ?? 0) + 1
  try {
    if (delivery.channel === 'email') await sendLeadEmail(lead, delivery.idempotencyKey)
    else await sendLeadWebhook(lead, delivery.idempotencyKey)
    await payload.update({
      collection: 'lead-deliveries',
      id: delivery.id,
      data: {
        status: 'delivered',
        attempts,
        deliveredAt: new Date().toISOString(),
        lastError: null,
      },
      depth: 0,
    })
  } catch (error) {
    const failed = attempts >= maxAttempts()
    await payload.update({
      collection: 'lead-deliveries',
      id: delivery.id,
      data: {
        status: failed ? 'failed' : 'pending',
        attempts,
        lastError: String(error instanceof Error ? error.message : error).slice(0, 1000),
        nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)).toISOString(),
        lockedUntil: null,
      },
      depth: 0,
    })
    payload.logger.warn({ msg: `Lead ${lead.id} ${delivery.channel} delivery failed`, attempts })
  }
  await refreshLeadStatus(payload, lead.id)
}

async function refreshLeadStatus(payload: Payload, leadId: Lead['id']) {
  const { docs } = await payload.find({
    collection: 'lead-deliveries',
    where: { lead: { equals: leadId } },
    depth: 0,
    limit: 10,
  })
  const statuses = docs.map((doc) => doc.status)
  const deliveryStatus = statuses.every((status) => status === 'delivered')
    ? 'delivered'
    : statuses.includes('failed')
      ? 'failed'
      : docs.some((doc) => (doc.attempts ?? 0) > 0 && doc.status === 'pending')
        ? 'failing'
        : 'pending'
  await payload.update({ collection: 'leads', id: leadId, data: { deliveryStatus }, depth: 0 })
}

/** Polls the outbox so retries happen even when no new lead arrives (server processes only). */
export function startOutboxWorker(payload: Payload) {
  if (state.timer) return
  const interval = Number(process.env.OUTBOX_POLL_MS) || 5_000
  state.timer = setInterval(() => kickOutbox(payload), interval)
  state.timer.unref()
  kickOutbox(payload)
}
