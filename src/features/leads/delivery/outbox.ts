import { and, eq, inArray, notExists, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import type { Lead, LeadDelivery } from '@/payload-types'
import { backgroundJob } from '@/lib/background-job'
import { deliveryRows } from './delivery-rows'
import { leadDeliveryStatus } from './delivery-status'
import {
  configuredChannels,
  maxAttempts,
  retryDelayMs,
  type DeliveryChannel,
} from './delivery-targets'
import { atomically, drizzleOf } from '../drizzle-access'
import { claimDelivery } from './outbox-claim'
import { sendLeadEmail, sendLeadWebhook } from './senders'

const outboxJob = backgroundJob('leadOutbox', (payload: Payload) => processOutbox(payload), {
  // A lead stored during a run gets a run of its own right after.
  rerun: true,
  onError: (payload, error) => payload.logger.error({ err: error, msg: 'Lead outbox run failed' }),
})

/** Runs the outbox soon without waiting for it; one run at a time per process. */
export function kickOutbox(payload: Payload) {
  outboxJob.kick(payload)
}

/** Sends every due delivery once; failures are rescheduled with backoff. */
export async function processOutbox(payload: Payload, now = new Date()) {
  await queueUnqueuedLeads(payload, now)
  await reconcileLeadStatuses(payload)
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
  const claim = await claimDelivery(payload, delivery.id)
  if (!claim) return
  const lead = delivery.lead as Lead
  const attempts = (delivery.attempts ?? 0) + 1
  let failure: unknown = null
  try {
    if (delivery.channel === 'email') await sendLeadEmail(lead, delivery.idempotencyKey)
    else await sendLeadWebhook(lead, delivery.idempotencyKey)
  } catch (error) {
    failure = error
  }
  // Written apart from the send: a failure to record a send that succeeded must not count as a
  // failed send. If it cannot be written, the claim runs out and the delivery is sent again with
  // the same idempotency key (and e-mail Message-ID), which the receiver can drop.
  await recordOutcome(payload, { id: delivery.id, claim }, lead.id, attempts, failure)
  if (failure) {
    payload.logger.warn({ msg: `Lead ${lead.id} ${delivery.channel} delivery failed`, attempts })
  }
}

/** The delivery's outcome and its lead's status, in one atomic write. */
async function recordOutcome(
  payload: Payload,
  delivery: { id: number; claim: string },
  leadId: number,
  attempts: number,
  failure: unknown,
) {
  const { leads, deliveries } = drizzleOf(payload)
  const now = new Date()
  const outcome = failure
    ? {
        status: attempts >= maxAttempts() ? 'failed' : 'pending',
        attempts,
        lastError: String(failure instanceof Error ? failure.message : failure).slice(0, 1000),
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
        lockedUntil: null,
        updatedAt: now.toISOString(),
      }
    : {
        status: 'delivered',
        attempts,
        deliveredAt: now.toISOString(),
        lastError: null,
        lockedUntil: null,
        updatedAt: now.toISOString(),
      }
  await atomically(payload, (db) => [
    // Only while the claim is still ours: a process that outlived its claim must not undo the
    // outcome of the one that took the delivery over.
    db
      .update(deliveries)
      .set(outcome)
      .where(and(eq(deliveries.id, delivery.id), eq(deliveries.lockedUntil, delivery.claim))),
    db
      .update(leads)
      .set({ deliveryStatus: leadDeliveryStatus(payload, leadId), updatedAt: now.toISOString() })
      .where(eq(leads.id, leadId)),
  ])
}

/**
 * A second line behind the atomic intake: a stored, non-spam lead waiting for delivery with no
 * delivery row (written by an older version, or a row removed by hand) gets its rows now.
 */
async function queueUnqueuedLeads(payload: Payload, now: Date) {
  const channels: DeliveryChannel[] = configuredChannels()
  if (!channels.length) return
  const { drizzle, leads, deliveries } = drizzleOf(payload)
  const unqueued: { id: number }[] = await drizzle
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(
        eq(leads.spam, false),
        inArray(leads.deliveryStatus, ['pending', 'failing']),
        notExists(
          drizzle
            .select({ one: sql`1` })
            .from(deliveries)
            .where(eq(deliveries.lead, leads.id)),
        ),
      ),
    )
    .limit(50)
  for (const { id } of unqueued) {
    await drizzle
      .insert(deliveries)
      .values(deliveryRows(id, channels, now.toISOString()))
      .onConflictDoNothing()
    payload.logger.warn({ msg: `Lead ${id} had no delivery queued: queued now` })
  }
}

/** Leads whose status disagrees with their delivery rows (left by an older version's crash). */
async function reconcileLeadStatuses(payload: Payload) {
  const { drizzle, leads, deliveries } = drizzleOf(payload)
  const settled = drizzle
    .select({ lead: deliveries.lead })
    .from(deliveries)
    .where(inArray(deliveries.status, ['delivered', 'failed']))
  await drizzle
    .update(leads)
    .set({ deliveryStatus: leadDeliveryStatus(payload, sql`${leads.id}`) })
    .where(and(inArray(leads.deliveryStatus, ['pending', 'failing']), inArray(leads.id, settled)))
}

/** Polls the outbox so retries happen even when no new lead arrives (server processes only). */
export function startOutboxWorker(payload: Payload) {
  outboxJob.start(payload, Number(process.env.OUTBOX_POLL_MS) || 5_000)
}
