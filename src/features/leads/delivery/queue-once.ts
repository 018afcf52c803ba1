import type { Payload, PayloadRequest } from 'payload'
import type { OutboxWork } from './delivery-rows'
import { kickOutbox } from './outbox'

/** One outbox row through Payload, inside `req`'s unit of work when one is given. */
export async function writeOutboxRow(
  payload: Payload,
  leadId: number,
  work: OutboxWork,
  idempotencyKey: string,
  req?: PayloadRequest,
) {
  await payload.create({
    collection: 'lead-deliveries',
    data: {
      lead: leadId,
      channel: work.channel,
      target: work.target,
      data: work.data,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: work.dueAt,
      idempotencyKey,
    },
    req,
    overrideAccess: true,
    depth: 0,
  })
}

/**
 * An outbox row keyed by what caused it (an inbound message's id, a number and a month), not by
 * a random part as `outboxRows`: a second write of the same key (Twilio retrying its webhook,
 * another instance) is refused by the key's UNIQUE index and dropped. Whether it was queued.
 */
export async function queueOnce(
  payload: Payload,
  leadId: number,
  work: OutboxWork,
  idempotencyKey: string,
): Promise<boolean> {
  try {
    await writeOutboxRow(payload, leadId, work, idempotencyKey)
  } catch (error) {
    payload.logger.warn({ err: error, msg: `Outbox row ${idempotencyKey} not queued again` })
    return false
  }
  kickOutbox(payload)
  return true
}

/** Whether an outbox row with that key was written (a form sent twice finds its first). */
export async function isQueued(payload: Payload, idempotencyKey: string): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'lead-deliveries',
    where: { idempotencyKey: { equals: idempotencyKey } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.length > 0
}
