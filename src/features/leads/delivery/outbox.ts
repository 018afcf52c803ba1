import { and, eq, inArray, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm'
import type { Payload, Where } from 'payload'
import type { Lead, LeadDelivery } from '@/payload-types'
import { backgroundJob } from '@/lib/background-job'
import type { DeliveryChannel, SendResult } from './channel-types'
import { channels, firmChannels } from './channels'
import { deliveryRows } from './delivery-rows'
import { leadDeliveryStatus } from './delivery-status'
import { configuredChannels, maxAttempts, retryDelayMs } from './delivery-targets'
import { atomically } from '@/lib/payload/raw-database'
import { atomicallyGrouped } from '@/lib/payload/grouped-commit'
import { drizzleOf } from '../drizzle-access'
import { claimDeliveries, claimMs } from './outbox-claim'
import { inFlight } from './in-flight'
import { setting } from '@/lib/env.mjs'
import { onShutdownDrain } from '@/lib/operations/shutdown-drain.mjs'
import { recordAttempt, sampleOutboxAge } from './outbox-metrics'
import { relationId } from '@/lib/payload/relation-id'
import { countStoredText, onKeptLead, textStatement } from '@/features/texting'

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
 * returns without waiting for the sends: a hanging target holds only its own slots, and a send
 * that ends runs the outbox again when something waited behind it. Failures are rescheduled with
 * backoff. The sweeps for older versions' leftovers read whole tables, so they run once per poll,
 * not on every run a burst of sends asks for.
 */
export async function processOutbox(payload: Payload, now = new Date()) {
  if (sweepDue(now)) {
    await queueUnqueuedLeads(payload, now)
    await reconcileLeadStatuses(payload)
  }
  const due = await dueChannels(payload, now)
  // One reader for the whole run: a lead's alert and reply are rows of different channels.
  const leads = leadReader(payload)
  for (const name of Object.keys(channels) as DeliveryChannel[]) {
    const channel = channels[name]!
    if (!due.has(name)) continue
    const room = channel.concurrency - inFlight.ofChannel(name)
    if (room <= 0) {
      inFlight.noteWaiting()
      continue
    }
    const full = inFlight.fullTargets(name, channel.perTarget)
    const limit = room * 4
    const { docs } = await payload.find({
      collection: 'lead-deliveries',
      where: dueWhere(name, full, now),
      sort: 'nextAttemptAt',
      limit,
      // The lead is read once a send is claimed (leadReader): read here, it was read for rows
      // another send or instance already had, and once per row of the same lead.
      depth: 0,
      // No count: the run needs the rows, not how many pages there are.
      pagination: false,
    })
    // More may be due than one read takes: the next send that ends runs the outbox again.
    if (docs.length >= limit) inFlight.noteWaiting()
    const reserved: Reserved[] = []
    for (const delivery of docs) {
      if (inFlight.ofChannel(name) >= channel.concurrency) {
        inFlight.noteWaiting()
        break
      }
      const slot = reserve(delivery)
      if (slot) reserved.push(slot)
    }
    await claimAndStart(payload, reserved, leads)
  }
}

type LeadReader = (id: number) => Promise<Lead | null>

/**
 * Reads each lead once for the sends of one run or dispatch (a lead's alert and reply share it),
 * without its history: no sender uses it (the escalation's entry reads the lead afresh), and it
 * is the read's costliest part, an array gathered from its own table, on every lead of a burst.
 */
function leadReader(payload: Payload): LeadReader {
  const read = new Map<number, Promise<Lead | null>>()
  return (id) => {
    if (!read.has(id)) {
      read.set(
        id,
        payload
          .findByID({
            collection: 'leads',
            id,
            depth: 0,
            select: { history: false },
            overrideAccess: true,
            disableErrors: true,
          })
          .then((lead) => (lead as Lead | null) ?? null),
      )
    }
    return read.get(id)!
  }
}

const sweep: { at: number } = ((
  globalThis as { siteOutboxSweep?: { at: number } }
).siteOutboxSweep ??= { at: 0 })

/** Whether a poll interval has passed since the last sweep (then it is taken now). */
function sweepDue(now: Date) {
  if (now.getTime() - sweep.at < setting('OUTBOX_POLL_MS')) return false
  sweep.at = now.getTime()
  return true
}

/** The channels with a send due now, in one read: a run then asks only those for their rows. */
async function dueChannels(payload: Payload, now: Date): Promise<Set<string>> {
  const { drizzle, deliveries } = drizzleOf(payload)
  const at = now.toISOString()
  const rows: { channel: string }[] = await drizzle
    .selectDistinct({ channel: deliveries.channel })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.status, 'pending'),
        lte(deliveries.nextAttemptAt, at),
        or(isNull(deliveries.lockedUntil), lt(deliveries.lockedUntil, at)),
      ),
    )
  return new Set(rows.map((row) => row.channel))
}

/** A send this process has room for: its slot is held until `release`. */
type Reserved = { delivery: LeadDelivery; release: () => void }

/**
 * Holds a slot for the delivery if its channel and target have room (null if not: the outbox
 * takes it on a later run, which each ending send starts).
 */
function reserve(delivery: LeadDelivery): Reserved | null {
  const name = delivery.channel
  const channel = channels[name]
  // Read again by a run before its claim was written (the lead's own dispatch started it).
  if (!channel || !inFlight.open() || inFlight.sending(delivery.id)) return null
  const target = channel.targetOf?.(delivery) ?? delivery.target ?? name
  if (
    inFlight.ofChannel(name) >= channel.concurrency ||
    inFlight.ofTarget(name, target) >= channel.perTarget
  ) {
    inFlight.noteWaiting()
    return null
  }
  return { delivery, release: inFlight.take(name, target, delivery.id) }
}

/**
 * Claims the reserved deliveries in one write and starts the sends of those this process got
 * (another instance may have taken or finished one since it was read: then it is theirs).
 */
async function claimAndStart(
  payload: Payload,
  reserved: Reserved[],
  leads: LeadReader,
): Promise<Promise<void>[]> {
  if (!reserved.length) return []
  let claim: Awaited<ReturnType<typeof claimDeliveries>>
  try {
    claim = await claimDeliveries(
      payload,
      reserved.map(({ delivery }) => delivery.id),
    )
  } catch (error) {
    for (const { release } of reserved) release()
    throw error
  }
  const sends: Promise<void>[] = []
  for (const { delivery, release } of reserved) {
    if (!claim.ids.has(delivery.id)) {
      release()
      continue
    }
    sends.push(startSend(payload, { ...delivery, claim: claim.token }, release, leads))
  }
  return sends
}

/** One send under way: its slot is released when it ends, and a send that waited gets a run. */
function startSend(
  payload: Payload,
  delivery: LeadDelivery & { claim: string },
  release: () => void,
  leads: LeadReader,
): Promise<void> {
  return attempt(payload, delivery, leads)
    .catch((error) => payload.logger.error({ err: error, msg: 'Lead delivery attempt failed' }))
    .finally(() => {
      release()
      // Only a send that left room for one that waited runs the outbox again; the rest is the
      // poll's (a retry's backoff, another instance's rows).
      if (inFlight.takeWaiting()) kickOutbox(payload)
    })
}

/** The slots a new lead's sends hold from before its insert, and the claim its rows carry. */
export type HeldSends = {
  token: string
  slots: { channel: string; target: string | null; release: () => void }[]
}

/** A row of a new lead's outbox as written (delivery-rows.ts), before it has an id. */
type NewRow = { channel: string; target?: string; nextAttemptAt: string; data?: unknown }

let provisionalId = 0

/**
 * Holds a slot for each of a new lead's rows that is due now and has room, before the lead's
 * insert, and returns the rows with those written already claimed (`lockedUntil` = the claim):
 * the sends start from the insert's own answer, with no claim to write and commit apart. A row
 * without room is written unclaimed, for the outbox. `release` gives the slots back if the insert
 * fails.
 */
export function holdNewSends<Row extends NewRow>(rows: Row[], now = new Date()) {
  const token = new Date(now.getTime() + claimMs).toISOString()
  const held: HeldSends = { token, slots: [] }
  const written = rows.map((row) => {
    if (Date.parse(row.nextAttemptAt) > now.getTime()) return row
    // No id yet: the slot is counted under a provisional one (an outbox run cannot read a row
    // that is written claimed, so none can start it twice).
    const slot = reserve({ ...row, id: --provisionalId } as unknown as LeadDelivery)
    if (!slot) return row
    held.slots.push({ channel: row.channel, target: row.target ?? null, release: slot.release })
    return { ...row, lockedUntil: token }
  })
  const release = () => held.slots.forEach((slot) => slot.release())
  return { rows: written, held, release }
}

/**
 * A lead's sends that are due now, started as soon as the lead is stored, beside the outbox run:
 * the agent's alert and the visitor's reply do not wait behind the outbox's other work (its scan
 * of every channel, other leads' rows) while leads keep arriving. The rows are those the lead's
 * atomic write just inserted (no read), those that held a slot written already claimed
 * (holdNewSends). The bounds per channel and target still hold, the claim still makes each send
 * once, and what found no room is left to the outbox. Resolves once the sends it started have
 * ended (the intake's bound counts them).
 */
export async function dispatchLead(payload: Payload, rows: LeadDelivery[], held: HeldSends) {
  const slots = [...held.slots]
  const leads = leadReader(payload)
  const sends: Promise<void>[] = []
  for (const delivery of rows) {
    if (!delivery.lockedUntil) continue
    const index = slots.findIndex(
      (slot) => slot.channel === delivery.channel && slot.target === (delivery.target ?? null),
    )
    if (index < 0) continue
    const [slot] = slots.splice(index, 1)
    sends.push(startSend(payload, { ...delivery, claim: held.token }, slot!.release, leads))
  }
  for (const slot of slots) slot.release()
  await Promise.all(sends)
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

async function attempt(
  payload: Payload,
  delivery: LeadDelivery & { claim: string },
  leads: LeadReader,
) {
  const leadId = Number(relationId(delivery.lead))
  const attempts = (delivery.attempts ?? 0) + 1
  let outcome: SendResult | undefined
  let failure: unknown = null
  let lead: Lead | null = null
  try {
    lead = await leads(leadId)
    outcome = lead
      ? await channels[delivery.channel]!.send({ payload, delivery, lead, now: new Date() })
      : { skipped: 'The lead no longer exists' }
  } catch (error) {
    failure = error
  }
  // Written apart from the send: a failure to record a send that succeeded must not count as a
  // failed send. If it cannot be written, the claim runs out and the delivery is sent again with
  // the same idempotency key (and e-mail Message-ID), which the receiver can drop.
  await recordOutcome(payload, delivery, lead ?? { id: leadId }, attempts, failure, outcome)
  recordAttempt(
    payload,
    delivery,
    { id: leadId, createdAt: lead?.createdAt },
    attempts,
    failure,
    outcome,
  )
  if (failure) {
    payload.logger.warn({ msg: `Lead ${leadId} ${delivery.channel} delivery failed`, attempts })
  }
}

/** The delivery's outcome, its lead's status and the text it sent, in one atomic write. */
async function recordOutcome(
  payload: Payload,
  delivery: LeadDelivery & { claim: string },
  lead: Pick<Lead, 'id' | 'mergedInto'>,
  attempts: number,
  failure: unknown,
  sent: SendResult | undefined,
) {
  const leadId = lead.id
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
  const text = sent?.text && onKeptLead(sent.text, lead.mergedInto)
  const write = (withText: boolean) =>
    atomicallyGrouped(payload, (db) => [
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
      ...(text && withText ? [textStatement(payload, db, text)] : []),
    ])
  try {
    await write(true)
  } catch (error) {
    if (!text) throw error
    // The text went out: its record failing must not leave the send unrecorded (and sent again).
    payload.logger.error({ err: error, msg: 'A text could not be stored on its lead' })
    await write(false)
    return
  }
  if (text) countStoredText(text)
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
