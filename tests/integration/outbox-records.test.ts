import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabase } from '../support/database'
import { cmsApi, firstStaffToken, Staff, Visitor } from '../support/http'
import { startServer, type RunningServer } from '../support/server'
import { waitFor, WebhookSink } from '../support/sinks'

// The outbox's record of a delivery across a manual retry, and a channel set up after leads
// were stored: servers of their own on one database, restarted with another configuration.
const webhook = new WebhookSink()
let database: string
let server: RunningServer | undefined
let staff: Staff
let token = ''

const lead = (phone: string) => ({
  nombre: 'Marta Ruiz',
  phone,
  mensaje: 'Consulta',
  checkbox: '1',
  seccion: 'Contacto Español',
})

async function start(env: Record<string, string>) {
  await server?.stop()
  server = await startServer({
    DATABASE_URL: database,
    OUTBOX_POLL_MS: '200',
    OUTBOX_RETRY_BASE_MS: '100',
    OUTBOX_SEND_TIMEOUT_MS: '1000',
    LEAD_RATE_LIMIT: '1000',
    ...env,
  })
  token ||= await firstStaffToken(server.url)
  staff = new Staff(server.url, token)
}

async function deliveryOf(phone: string, channel: string) {
  const [stored] = (await staff.find('leads', { phone })).docs
  if (!stored) return undefined
  const { docs } = await staff.find('lead-deliveries', { lead: String(stored.id) })
  return docs.find((d) => d.channel === channel)
}

beforeAll(async () => {
  await webhook.start()
  database = await freshDatabase('outbox-records')
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await webhook.stop()
})

describe('outbox records', () => {
  it('queues leads stored before the webhook was configured once it is', async () => {
    await start({})
    const phone = '2025550601'
    const posted = await new Visitor(server!.url).post('/api/prospecto/agregar', lead(phone))
    expect(await posted.json()).toMatchObject({ status: 'success' })
    const [stored] = (await staff.find('leads', { phone })).docs
    expect(stored.deliveryStatus).toBe('not-configured')

    await start({ LEAD_WEBHOOK_URL: `http://127.0.0.1:${webhook.port}/hooks` })
    await waitFor(() => webhook.received.find((h) => h.body.lead.phone === phone))
    const delivered = await waitFor(async () => {
      const [now] = (await staff.find('leads', { phone })).docs
      return now.deliveryStatus === 'delivered' ? now : undefined
    })
    expect(delivered.deliveryStatus).toBe('delivered')
  }, 120_000)

  it('a manual retry keeps the failure record: attempts and last error', async () => {
    await start({
      LEAD_WEBHOOK_URL: `http://127.0.0.1:${webhook.port}/hooks`,
      OUTBOX_MAX_ATTEMPTS: '2',
    })
    webhook.erroring = true
    const phone = '2025550602'
    await new Visitor(server!.url).post('/api/prospecto/agregar', lead(phone))
    const failed = await waitFor(async () => {
      const hook = await deliveryOf(phone, 'webhook')
      return hook?.status === 'failed' ? hook : undefined
    })
    expect(failed.attempts).toBe(2)
    expect(failed.lastError).toContain('500')

    webhook.hanging = true
    webhook.erroring = false
    const api = cmsApi(server!.url, () => token)
    const retried = await api('POST', `/lead-deliveries/${failed.id}/retry`)
    expect(retried.status).toBe(200)
    const pending = await deliveryOf(phone, 'webhook')
    expect(pending?.status).toBe('pending')
    expect(pending?.attempts).toBe(2)
    expect(pending?.lastError).toContain('500')

    webhook.hanging = false
    const delivered = await waitFor(async () => {
      const hook = await deliveryOf(phone, 'webhook')
      return hook?.status === 'delivered' ? hook : undefined
    }, 20_000)
    // The retry got attempts of its own (the hanging one timed out and was tried again).
    expect(Number(delivered.attempts)).toBeGreaterThanOrEqual(3)
    expect(delivered.lastError).toMatch(/500|timeout|aborted/i)
  }, 90_000)
})
