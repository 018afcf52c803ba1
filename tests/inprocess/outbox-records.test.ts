import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Lead, LeadDelivery } from '@/payload-types'
import { processOutbox } from '@/features/leads/delivery/outbox'
import { retryDeliveryEndpoint } from '@/features/leads/delivery/retry-endpoint'
import { postedLead } from '../support/in-process/lead-fixtures'
import { inProcessPayload } from '../support/in-process/payload'
import { waitFor, WebhookSink } from '../support/sinks'

// The outbox's record of a delivery across a manual retry, and a channel set up after leads were
// stored. No worker runs in the test's process: each wait runs the outbox's one pass itself, as
// the worker's poll would. The webhook's URL is read at send time, so it is set mid-file.
const webhook = new WebhookSink()
const site = inProcessPayload({
  // As the HTTP tier's servers run: staff sessions without the second factor.
  STAFF_TWO_FACTOR: 'off',
  OUTBOX_POLL_MS: '1',
  OUTBOX_RETRY_BASE_MS: '100',
  OUTBOX_SEND_TIMEOUT_MS: '1000',
  OUTBOX_MAX_ATTEMPTS: '2',
})
const hookUrl = () => `http://127.0.0.1:${webhook.port}/hooks`

/** A lead stored as the lead endpoint stores a valid post (its rules, its check, its store). */
async function postLead(phone: string) {
  return postedLead(site.payload, 'outbox-records', { nombre: 'Marta Ruiz', phone })
}

const leadOf = async (id: number) =>
  (await site.payload.findByID({ collection: 'leads', id, depth: 0 })) as Lead

async function webhookRowOf(leadId: number) {
  const { docs } = await site.payload.find({
    collection: 'lead-deliveries',
    where: { lead: { equals: leadId }, channel: { equals: 'webhook' } },
    depth: 0,
    pagination: false,
  })
  return docs[0] as LeadDelivery | undefined
}

/** Runs the outbox's pass until `check` holds (its sends end on their own, after the pass). */
function outboxUntil<T>(check: () => Promise<T | undefined>, ms?: number) {
  return waitFor(async () => {
    await processOutbox(site.payload)
    return check()
  }, ms)
}

beforeAll(async () => {
  await webhook.start()
})

afterAll(async () => {
  webhook.hanging = false
  await webhook.stop()
})

describe('outbox records', () => {
  it('queues leads stored before the webhook was configured once it is', async () => {
    delete process.env.LEAD_WEBHOOK_URL
    const phone = '2025550601'
    const stored = await postLead(phone)
    expect((await leadOf(stored.id)).deliveryStatus).toBe('not-configured')
    expect(await webhookRowOf(stored.id)).toBeUndefined()

    process.env.LEAD_WEBHOOK_URL = hookUrl()
    const hook = await outboxUntil(async () =>
      webhook.received.find((h) => h.body.lead.phone === phone),
    )
    expect(hook.body.lead.id).toBe(stored.id)
    const delivered = await waitFor(async () => {
      const lead = await leadOf(stored.id)
      return lead.deliveryStatus === 'delivered' ? lead : undefined
    })
    expect(delivered.deliveryStatus).toBe('delivered')
    const row = await webhookRowOf(stored.id)
    expect(row).toMatchObject({ status: 'delivered', attempts: 1 })
    expect(hook.idempotencyKey).toBe(row!.idempotencyKey)
    expect(webhook.received.filter((h) => h.body.lead.phone === phone)).toHaveLength(1)
  })

  it('a manual retry keeps the failure record: attempts and last error', async () => {
    process.env.LEAD_WEBHOOK_URL = hookUrl()
    webhook.erroring = true
    const phone = '2025550602'
    const stored = await postLead(phone)
    const failed = await outboxUntil(async () => {
      const row = await webhookRowOf(stored.id)
      return row?.status === 'failed' ? row : undefined
    })
    expect(failed.attempts).toBe(2)
    expect(failed.lastError).toContain('500')
    expect((await leadOf(stored.id)).deliveryStatus).toBe('failed')

    // The retry's own run starts a send that hangs: the row is seen as the retry left it.
    webhook.hanging = true
    webhook.erroring = false
    const staff = await site.payload.find({
      collection: 'users',
      where: { email: { equals: 'staff@firm.test' } },
      depth: 0,
    })
    const req = await createLocalReq(
      { user: { ...staff.docs[0]!, collection: 'users' } },
      site.payload,
    )
    req.routeParams = { id: String(failed.id) }
    const answer = await retryDeliveryEndpoint.handler(req)
    expect(answer.status).toBe(200)
    const pending = await webhookRowOf(stored.id)
    expect(pending).toMatchObject({ status: 'pending', attempts: 2, attemptsAtRetry: 2 })
    expect(pending?.lastError).toContain('500')

    webhook.hanging = false
    const delivered = await outboxUntil(async () => {
      const row = await webhookRowOf(stored.id)
      return row?.status === 'delivered' ? row : undefined
    }, 20_000)
    // The retry got attempts of its own (a hanging one timed out and was tried again).
    expect(Number(delivered.attempts)).toBeGreaterThanOrEqual(3)
    expect(delivered.lastError).toMatch(/500|timeout|aborted/i)
    expect(webhook.received.filter((h) => h.body.lead.phone === phone)).toHaveLength(1)
    expect((await leadOf(stored.id)).deliveryStatus).toBe('delivered')
  })
})
