import { afterAll, describe, expect, it } from 'vitest'
import { freshDatabase } from '../support/database'
import { FakePushService } from '../support/fake-push.mjs'
import { FakeTwilio } from '../support/fake-twilio'
import { firstStaffToken, Staff, Visitor } from '../support/http'
import { startServer, type RunningServer } from '../support/server'
import { waitFor } from '../support/sinks'
import { onDutyAllWeek, pushEnv, quickOutbox } from '../support/on-duty'
import { cms, staffAccount } from '../support/staff-accounts'

// kill -9 of the server's process group right after a lead is stored, before its agent alert
// (and its auto-reply) could go out: both rows were written with the lead, so after the restart
// the agent's device gets the alert and the visitor the text, each exactly once.
const push = new FakePushService()
const twilio = new FakeTwilio()
let server: RunningServer | undefined

afterAll(async () => {
  await server?.stop()
  await push.stop()
  await twilio.stop()
})

type Row = { channel: string; status: string; attempts?: number; result?: string }

describe('an agent alert survives a crashing server', () => {
  it('alerts once after a kill -9 that came before the send', async () => {
    await push.start()
    await twilio.start()
    const env = {
      DATABASE_URL: await freshDatabase('agent-alert-crash'),
      ...twilio.env(),
      ...pushEnv(),
      ...push.env(),
      ...quickOutbox,
    }
    server = await startServer(env)
    const staff = new Staff(server.url, await firstStaffToken(server.url))
    const agent = await staffAccount(server.url, staff.token, 'agent')
    await onDutyAllWeek(server.url, staff.token, [agent.id])
    const device = push.subscription()
    const registered = await cms(server.url, agent, '/push-subscriptions/subscribe', {
      method: 'POST',
      body: device.toJSON(),
    })
    expect(registered.status).toBe(201)

    // The push service and Twilio unreachable: the alert and the text are stored, not sent.
    const pushPort = push.port
    const twilioPort = twilio.port
    await push.stop()
    await twilio.stop()
    const phone = '2025550402'
    const posted = await new Visitor(server.url).post('/api/prospecto/agregar', {
      nombre: 'Iván Caída',
      phone,
      checkbox: '1',
      seccion: 'Visa U',
    })
    expect(await posted.json()).toMatchObject({ status: 'success' })
    const [stored] = (await staff.find('leads', { phone })).docs as {
      id: number
      assignedTo: number
    }[]
    expect(stored.assignedTo).toBe(agent.id)
    // Asked of the server running now (the restart listens on another port).
    const rows = async () =>
      (
        await new Staff(server!.url, staff.token).find('lead-deliveries', {
          lead: String(stored.id),
        })
      ).docs as Row[]
    const tried = (channel: string, all: Row[]) =>
      all.find((row) => row.channel === channel && Number(row.attempts) >= 1)
    const before = await waitFor(async () => {
      const all = await rows()
      return tried('agent-alert', all) && tried('visitor-sms', all) ? all : undefined
    })
    expect(tried('agent-alert', before)?.status).toBe('pending')
    await server.crash()

    await push.start(pushPort)
    await twilio.start(twilioPort)
    server = await startServer(env)
    const alert = await waitFor(
      () => push.received.find((message) => device.endpoint.endsWith(message.id)),
      30_000,
    )
    expect(JSON.parse(device.decrypt(alert.body)).title).toContain('Iván Caída')
    await waitFor(() => twilio.messages.find((m) => m.to === `+1${phone}`), 30_000)
    // Several polls later, still one of each.
    await new Promise((resolve) => setTimeout(resolve, 2000))
    expect(push.received.filter((message) => device.endpoint.endsWith(message.id))).toHaveLength(1)
    expect(twilio.messages.filter((m) => m.to === `+1${phone}`)).toHaveLength(1)
    const after = await rows()
    const alertRow = after.find((row) => row.channel === 'agent-alert')
    expect(alertRow).toMatchObject({ status: 'delivered' })
    expect(alertRow?.result).toContain('push:1/1')
  }, 240_000)
})
