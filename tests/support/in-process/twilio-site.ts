import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'
import type { LeadDelivery } from '@/payload-types'
import { writeOutboxRow } from '@/features/leads/delivery/queue-once'
import { FakeTwilio } from '../fake-twilio'
import { inProcessPayload } from './payload'

/**
 * This file's Payload texting through a fake Twilio, started before the file's tests and stopped
 * after them. The fake's base URL joins `env` once it listens, before Payload reads it (Twilio's
 * settings are read once per process). No worker runs in process: tests run the outbox's pass.
 */
export function inProcessWithTwilio(env: Record<string, string> = {}) {
  const twilio = new FakeTwilio()
  const variables: Record<string, string> = {
    OUTBOX_POLL_MS: '1',
    OUTBOX_RETRY_BASE_MS: '100',
    ...env,
  }
  beforeAll(async () => {
    await twilio.start()
    Object.assign(variables, twilio.env())
  })
  const site = inProcessPayload(variables)
  afterAll(async () => {
    await twilio.stop()
  })
  return { site, twilio }
}

/** A text to `to` for `lead` queued in the outbox as the app queues one, due now; its row. */
export async function queuedTextRow(
  payload: Payload,
  lead: number,
  to: string,
  data: { kind: string; body: string },
) {
  const key = `test-${randomUUID()}`
  const work = { channel: 'visitor-sms' as const, target: to, data }
  await writeOutboxRow(payload, lead, { ...work, dueAt: new Date().toISOString() }, key)
  const { docs } = await payload.find({
    collection: 'lead-deliveries',
    where: { idempotencyKey: { equals: key } },
    depth: 0,
    pagination: false,
  })
  return docs[0] as LeadDelivery
}

/** An outbox row as stored now. */
export const deliveryRow = async (payload: Payload, id: number) =>
  (await payload.findByID({ collection: 'lead-deliveries', id, depth: 0 })) as LeadDelivery
