import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FakePushService } from '../support/fake-push.mjs'
import { FakeTwilio } from '../support/fake-twilio'
import { onDutyAllWeek, pushEnv, quickOutbox } from '../support/on-duty'
import { startStaffServer, Visitor, type Staff } from '../support/http'
import type { RunningServer } from '../support/server'
import { cms, staffAccount } from '../support/staff-accounts'
import { waitFor, WebhookSink } from '../support/sinks'

// A webhook receiver that never answers holds only its own deliveries. lead-delivery.test.ts
// shows it for the firm's e-mails; here, on a server of its own, for what must reach a person
// at once: the visitors' auto-replies (fake Twilio) and the agents' alerts (two agents on duty:
// one by push on a device, one by SMS to their mobile, having no device).
let server: RunningServer
let staff: Staff
const webhook = new WebhookSink()
const twilio = new FakeTwilio()
const push = new FakePushService()
let device: ReturnType<FakePushService['subscription']>
const agentMobile = '+12025550188'

/** Agent A with a push device, agent B with only a mobile, both on duty all week. */
async function agentsOnDuty() {
  const a = await staffAccount(server.url, staff.token, 'agent')
  const b = await staffAccount(server.url, staff.token, 'agent')
  const mobile = await cms(server.url, b, `/users/${b.id}`, {
    method: 'PATCH',
    body: { mobile: agentMobile },
  })
  expect(mobile.status).toBe(200)
  device = push.subscription()
  const registered = await cms(server.url, a, '/push-subscriptions/subscribe', {
    method: 'POST',
    body: device.toJSON(),
  })
  expect(registered.status).toBe(201)
  await onDutyAllWeek(server.url, staff.token, [a.id, b.id])
}

beforeAll(async () => {
  await webhook.start()
  await twilio.start()
  await push.start()
  ;({ server, staff } = await startStaffServer('hanging-target', {
    ...twilio.env(),
    ...pushEnv(),
    ...push.env(),
    ...quickOutbox,
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${webhook.port}/hooks/leads`,
    OUTBOX_SEND_TIMEOUT_MS: '1000',
  }))
  await agentsOnDuty()
}, 180_000)

afterAll(async () => {
  await server?.stop()
  await webhook.stop()
  await twilio.stop()
  await push.stop()
})

describe('a webhook receiver that never answers', () => {
  it('holds only its own deliveries: the texts and alerts of other leads go out at once', async () => {
    webhook.hanging = true
    const phones = Array.from({ length: 10 }, (_, i) => `20255504${String(i).padStart(2, '0')}`)
    const names = phones.map((_, i) => `Lucía Colgada ${i}`)
    await Promise.all(
      phones.map(async (phone, i) => {
        const response = await new Visitor(server.url).post('/api/prospecto/agregar', {
          nombre: names[i],
          phone,
          checkbox: '1',
          seccion: 'Visa U',
        })
        expect(await response.json()).toMatchObject({ status: 'success' })
      }),
    )
    // Counted from the last answer: all ten are stored by then (the posts themselves are slow
    // on a loaded machine, and the outbox works while they arrive).
    const stored = Date.now()
    // An alert reaches agent A's device (decrypted as the browser would) or agent B's mobile,
    // whichever the rotation chose.
    const alertTexts = () => [
      ...push.received
        .filter((message) => device.endpoint.endsWith(message.id))
        .map((message) => JSON.parse(device.decrypt(message.body)).title as string),
      ...twilio.messages.filter((m) => m.to === agentMobile).map((m) => m.body),
    ]
    const missing = () => ({
      texts: phones.filter((phone) => !twilio.messages.some((m) => m.to === `+1${phone}`)),
      alerts: names.filter((name) => !alertTexts().some((text) => text.includes(name))),
    })
    // Sent one after the other, each would wait for the webhook sends queued before it (1 s
    // each here): the tenth lead's about nine seconds. Bounded, they go out within a few polls
    // (5 s leaves room for a loaded machine).
    const done = () => Object.values(missing()).every((left) => left.length === 0)
    await waitFor(done, 5_000).catch(() => undefined)
    expect(missing()).toEqual({ texts: [], alerts: [] })
    expect(Date.now() - stored).toBeLessThan(5_000)
    webhook.hanging = false
    // Then the webhook gets each lead.
    await waitFor(
      () => phones.every((phone) => webhook.received.some((h) => h.body.lead?.phone === phone)),
      30_000,
    )
  })
})
