import { randomBytes } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import type { OutboxWork } from '../delivery/delivery-rows'
import { writeOutboxRow } from '../delivery/queue-once'

/**
 * An outbox row written inside the request's own unit of work (a collection hook's `req`): on
 * PostgreSQL a separate connection would wait on the lead row this request has locked. The key
 * has the same shape as `outboxRows`' so receivers see one format.
 */
export async function queueWork(req: PayloadRequest, leadId: number, work: OutboxWork) {
  const unique = randomBytes(4).toString('hex')
  const target = work.target ? `-${work.target}` : ''
  const key = `lead-${leadId}-${unique}-${work.channel}${target}`.slice(0, 200)
  await writeOutboxRow(req.payload, leadId, work, key, req)
}

/** Marks a lead's pending rows of a channel skipped (a timer replaced by a new one). */
export async function skipPending(
  req: PayloadRequest,
  leadId: number,
  channel: OutboxWork['channel'],
  why: string,
) {
  await req.payload.update({
    collection: 'lead-deliveries',
    where: {
      and: [
        { lead: { equals: leadId } },
        { channel: { equals: channel } },
        { status: { equals: 'pending' } },
      ],
    },
    data: { status: 'skipped', result: why },
    req,
    overrideAccess: true,
  })
}
