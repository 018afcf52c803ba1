import { and, eq, inArray, notExists, sql } from 'drizzle-orm'
import type { Payload, Where } from 'payload'
import type { Lead, LeadDelivery } from '@/payload-types'
import { backgroundJob } from '@/lib/background-job'
import type { DeliveryChannel, SendResult } from './channel-types'
import { channels, firmChannels } from './channels'
import { deliveryRows } from './delivery-rows'
import { leadDeliveryStatus } from './delivery-status'
import { configuredChannels, maxAttempts, retryDelayMs } from './delivery-targets'
import { atomically } from '@/lib/payload/raw-database'
import { drizzleOf } from '../drizzle-access'
import { claimDelivery } from './outbox-claim'
import { inFlight } from './in-flight'
import { setting } from '@/lib/env.mjs'
import { onShutdownDrain } from '@/lib/operations/shutdown-drain.mjs'
import { recordAttempt, sampleOutboxAge } from './outbox-metrics'

const outboxJob = backgroundJob('leadOutbox', (payload: Payload) => processOutbox(payload), {
  // A lead stored during a run gets a run of its own right after.
  rerun: true,
  onError: (payload, error) => payload.logger.error({ err: error, msg: 'Lead outbox run failed' }),
})

/** Runs the outbox soon without waiting for it; one run at a time per process. */
export function kickOutbox(payload: Payload) {
  outboxJob.kick(payload)
}

/**
 * Starts every due delivery there is room for, each channel and target within its bound, and
 * returns without waiting for the sends: a hanging target holds only its own slots, and each
 * send that ends runs the outbox again for what waited behind it. Failures are rescheduled with
 * backoff.
 */
export async function processOutbox(payload: Payload, now = new Date()) {
  await queueUnqueuedLeads(payload, now)
  await reconcileLeadStatuses(payload)
  for (const name of Object.keys(channels) as DeliveryChannel[]) {
    const channel = channels[name]!
    const room = channel.concurrency - inFlight.ofChannel(name)
    if (room <= 0) continue
    const full = inFlight.fullTargets(name, channel.perTarget)
    const { docs } = await payload.find({
      collection: 'lead-deliveries',
      where: dueWhere(name, full, now),
      sort: 'nextAttemptAt',
      limit: room * 4,
      depth: 1,
    })
    for (const delivery of docs) {
      if (inFlight.ofChannel(name) >= channel.concurrency) break
      launch(payload, delivery)
    }
  }
}

/**
 * Starts one delivery's send if its channel and target have room (false if not: the outbox
 * takes it on a later run, which each ending send starts).
 */
function launch(payload: Payload, delivery: LeadDelivery) {
  const name = delivery.channel
  const channel = channels[name]
  if (!channel || !inFlight.open()) return false
  const target = channel.targetOf?.(delivery) ?? delivery.target ?? name
  if (inFlight.ofChannel(name) >= channel.concurrency) return false
  if (inFlight.ofTarget(name, target) >= channel.perTarget) return false
  const release = inFlight.take(name, target)
  void attempt(payload, delivery)
    .catch((error) => payload.logger.error({ err: error, msg: 'Lead delivery attempt failed' }))
    .finally(() => {
      release()
      kickOutbox(payload)
    })
  return true
}

/**
 * A lead's sends that are due now, started as soon as the lead is stored, beside the outbox run:
 * the agent's alert and the visitor's reply do not wait behind the outbox's other work (its scan
 * of every channel, other leads' rows) while leads keep arriving. The bounds per channel and
 * target still hold, the claim still makes each send once, and what finds no room is left to
 * the outbox.
 */
export async function dispatchLead(payload: Payload, leadId: number, now = new Date()) {
  const { docs } = await payload.find({
    collection: 'lead-deliveries',
    where: {
      and: [
        { lead: { equals: leadId } },
        { status: { equals: 'pending' } },
        { nextAttemptAt: { less_than_equal: now.toISOString() } },
        { lockedUntil: { exists: false } },
      ],
    },
    sort: 'id',
    limit: 50,
    depth: 1,
    pagination: false,
  })
  for (const delivery of docs) launch(payload, delivery)
}

function dueWhere(channel: DeliveryChannel, fullTargets: string[], now: Date): Where {
  return {
    and: [
      { channel: { equals: channel } },
      { status: { equals: 'pending' } },
      { nextAttemptAt: { less_than_equal: now.toISOString() } },
      {
        or: [{ lockedUntil: { exists: false } }, { lockedUntil: { less_than: now.toISOString() } }],
      },
      // Rows whose own target is saturated wait without hiding those of other targets.
      ...(fullTargets.length
        ? [{ or: [{ target: { exists: false } }, { target: { not_in: fullTargets } }] }]
        : []),
    ],
  }
}

async function attempt(payload: Payload, delivery: LeadDelivery) {
  // Another instance may have taken (or finished) it since the query: then it is theirs.
  const claim = await claimDelivery(payload, delivery.id)
  if (!claim) return
  const lead = delivery.lead as Lead
  const attempts = (delivery.attempts ?? 0) + 1
  let outcome: SendResult | undefined
  let failure: unknown = null
  try {
    outcome = await channels[delivery.channel]!.send({ payload, delivery, lead, now: new Date() })
  } catch (error) {
    failure = error
  }
  // Written apart from the send: a failure to record a send that succeeded must not count as a
  // failed send. If it cannot be written, the claim runs out and the delivery is sent again with
  // the same idempotency key (and e-mail Message-ID), which the receiver can drop.
  await recordOutcome(payload, { ...delivery, claim }, lead.id, attempts, failure, outcome)
  recordAttempt(payload, delivery, lead, attempts, failure, outcome)
  if (failure) {
    payload.logger.warn({ msg: `Lead ${lead.id} ${delivery.channel} delivery failed`, attempts })
  }
}

/** The delivery's outcome and its lead's status, in one atomic write. */
async function recordOutcome(
  payload: Payload,
  delivery: LeadDelivery & { claim: string },
  leadId: number,
  attempts: number,
  failure: unknown,
  sent: SendResult | undefined,
) {
  const { leads, deliveries } = drizzleOf(payload)
  const now = new Date()
  const givesUp = attempts - (delivery.attemptsAtRetry ?? 0) >= maxAttempts()
  const wait = failure ? undefined : sent?.wait
  const outcome = wait
    ? {
        status: 'pending',
        attempts: delivery.attempts ?? 0,
        lastError: wait.reason.slice(0, 1000),
        nextAttemptAt: wait.until.toISOString(),
        lockedUntil: null,
        updatedAt: now.toISOString(),
      }
    : failure
      ? {
          status: givesUp ? 'failed' : 'pending',
          attempts,
          lastError: String(failure instanceof Error ? failure.message : failure).slice(0, 1000),
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
          lockedUntil: null,
          updatedAt: now.toISOString(),
        }
      : {
          status: sent?.skipped ? 'skipped' : 'delivered',
          attempts,
          deliveredAt: now.toISOString(),
          result: (sent?.skipped ?? sent?.result)?.slice(0, 500) ?? null,
          lockedUntil: null,
          updatedAt: now.toISOString(),
        }
  const firm = channels[delivery.channel]?.firm
  await atomically(payload, (db) => [
    // Only while the claim is still ours: a process that outlived its claim must not undo the
    // outcome of the one that took the delivery over.
    db
      .update(deliveries)
      .set(outcome)
      .where(and(eq(deliveries.id, delivery.id), eq(deliveries.lockedUntil, delivery.claim))),
    ...(firm
      ? [
          db
            .update(leads)
            .set({
              deliveryStatus: leadDeliveryStatus(payload, leadId),
              updatedAt: now.toISOString(),
            })
            .where(eq(leads.id, leadId)),
        ]
      : []),
  ])
}

/**
 * A second line behind the atomic intake: a stored, non-spam lead with no row for a firm channel
 * that is configured (written by an older version, a row removed by hand, or a lead stored before
 * the operator set that channel up) gets its row now.
 */
async function queueUnqueuedLeads(payload: Payload, now: Date) {
  const { drizzle, leads, deliveries } = drizzleOf(payload)
  for (const channel of configuredChannels()) {
    const unqueued: { id: number }[] = await drizzle
      .select({ id: leads.id })
      .from(leads)
      .where(
        and(
          eq(leads.spam, false),
          notExists(
            drizzle
              .select({ one: sql`1` })
              .from(deliveries)
              .where(and(eq(deliveries.lead, leads.id), eq(deliveries.channel, channel))),
          ),
        ),
      )
      .limit(50)
    for (const { id } of unqueued) {
      await atomically(payload, (db) => [
        db.insert(deliveries).values(deliveryRows(id, [channel], now.toISOString())),
        db
          .update(leads)
          .set({ deliveryStatus: leadDeliveryStatus(payload, id) })
          .where(eq(leads.id, id)),
      ])
      payload.logger.warn({ msg: `Lead ${id} had no ${channel} delivery queued: queued now` })
    }
  }
}

/** Leads whose status disagrees with their delivery rows (left by an older version's crash). */
async function reconcileLeadStatuses(payload: Payload) {
  const { drizzle, leads, deliveries } = drizzleOf(payload)
  const settled = drizzle
    .select({ lead: deliveries.lead })
    .from(deliveries)
    .where(
      and(
        inArray(deliveries.status, ['delivered', 'failed']),
        inArray(deliveries.channel, firmChannels),
      ),
    )
  await drizzle
    .update(leads)
    .set({ deliveryStatus: leadDeliveryStatus(payload, sql`${leads.id}`) })
    .where(and(inArray(leads.deliveryStatus, ['pending', 'failing']), inArray(leads.id, settled)))
}

/** Polls the outbox so retries and timers happen even when no new lead arrives. */
export function startOutboxWorker(payload: Payload) {
  outboxJob.start(payload, setting('OUTBOX_POLL_MS'))
  sampleOutboxAge(payload)
  // A send cut off by the exit would be sent again by another instance once its claim ran out.
  onShutdownDrain('leadOutbox', () => inFlight.close())
}
