import webPush from 'web-push'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FakePushService } from '../support/fake-push.mjs'
import { FakeTwilio } from '../support/fake-twilio'
import { startStaffServer, Visitor, type Staff } from '../support/http'
import type { RunningServer } from '../support/server'
import { waitFor } from '../support/sinks'
import { cms, staffAccount, type Account } from '../support/staff-accounts'

// A server of its own with a fake push service and a fake Twilio: who gets each new lead, what
// reaches them (decrypted as the browser would), and the escalation chain.
let server: RunningServer
let staff: Staff
const push = new FakePushService()
const twilio = new FakeTwilio()
const accounts = {} as Record<'a' | 'b' | 'c' | 'manager', Account>
const admin = () => ({ auth: { authorization: `JWT ${staff.token}` } })
let nameOf: (id: number) => string = String
const allWeek = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']

async function schedule(agents: Account[], escalationMinutes = 30) {
  const response = await cms(server.url, admin(), '/globals/intake-schedule', {
    method: 'POST',
    body: {
      timeZone: 'UTC',
      hours: allWeek.map((day) => ({ day, opens: '00:00', closes: '23:59' })),
      shifts: agents.map((agent) => ({
        agent: agent.id,
        days: allWeek,
        from: '00:00',
        to: '23:59',
      })),
      escalationMinutes,
      manager: accounts.manager.id,
    },
  })
  expect(response.status).toBe(200)
}

async function postLead(nombre: string, phone: string) {
  const response = await new Visitor(server.url).post('/api/prospecto/agregar', {
    nombre,
    phone,
    email: 'lead@example.com',
    mensaje: 'Necesito ayuda con mi caso',
    checkbox: '1',
    seccion: 'Visa U',
  })
  expect(await response.json()).toMatchObject({ status: 'success' })
  const [lead] = (await staff.find('leads', { phone })).docs
  return lead as { id: number; assignedTo: number; history: { action: string; detail: string }[] }
}

const rowsOf = async (leadId: number, channel: string) =>
  (await staff.find('lead-deliveries', { lead: String(leadId), channel })).docs as {
    status: string
    result?: string
    target?: string
    data?: { step?: number }
  }[]

beforeAll(async () => {
  await push.start()
  await twilio.start()
  const vapid = webPush.generateVAPIDKeys()
  ;({ server, staff } = await startStaffServer('alerts', {
    ...twilio.env(),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:intake@firm.test',
    ...push.env(),
    OUTBOX_POLL_MS: '200',
    OUTBOX_RETRY_BASE_MS: '200',
    LEAD_RATE_LIMIT: '1000',
    SITE_URL: 'http://localhost:3000',
  }))
  accounts.a = await staffAccount(server.url, staff.token, 'agent')
  accounts.b = await staffAccount(server.url, staff.token, 'agent')
  accounts.c = await staffAccount(server.url, staff.token, 'agent')
  accounts.manager = await staffAccount(server.url, staff.token, 'admin')
  // Each sets their own name; B and the manager a mobile (US digits become E.164).
  for (const [who, name, mobile] of [
    [accounts.a, 'Ana Agent', undefined],
    [accounts.b, 'Beto Agent', '(202) 555-0171'],
    [accounts.c, 'Caro Agent', undefined],
    [accounts.manager, 'Mara Manager', '+12025550199'],
  ] as const) {
    const saved = await cms(server.url, who, `/users/${who.id}`, {
      method: 'PATCH',
      body: { name, mobile },
    })
    expect(saved.status).toBe(200)
  }
  const names = { [accounts.a.id]: 'Ana Agent', [accounts.b.id]: 'Beto Agent' }
  nameOf = (id: number) => names[id]
}, 180_000)

afterAll(async () => {
  await server?.stop()
  await push.stop()
  await twilio.stop()
})

describe('agent alerts', () => {
  it('refuses a mobile that is not E.164 with a clear message', async () => {
    const bad = await cms(server.url, accounts.a, `/users/${accounts.a.id}`, {
      method: 'PATCH',
      body: { mobile: '12345' },
    })
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('Teléfono móvil (alertas)')
  })

  it('assigns the lead and pushes an alert the device decrypts: name, section and link', async () => {
    await schedule([accounts.a])
    const device = push.subscription()
    const registered = await cms(server.url, accounts.a, '/push-subscriptions/subscribe', {
      method: 'POST',
      body: device.toJSON(),
    })
    expect(registered.status).toBe(201)
    const lead = await postLead('Rosa Push', '2025550301')
    expect(lead.assignedTo).toBe(accounts.a.id)
    expect(lead.history).toEqual([
      expect.objectContaining({
        action: 'assignment',
        detail: 'Ana Agent (rotation)',
      }),
    ])
    const message = await waitFor(() => push.received.find((m) => device.endpoint.endsWith(m.id)))
    expect(message.vapidValid).toBe(true)
    expect(message.headers['content-encoding']).toBe('aes128gcm')
    const alert = JSON.parse(device.decrypt(message.body))
    expect(alert.title).toContain('Rosa Push')
    expect(alert.body).toContain('Visa U')
    expect(alert.url).toBe(`/admin/collections/leads/${lead.id}`)
    const [row] = await waitFor(async () => {
      const rows = await rowsOf(lead.id, 'agent-alert')
      return rows[0]?.status === 'delivered' ? rows : undefined
    })
    expect(row.result).toContain('push:1/1')
  })

  it('removes a device the push service says is gone and texts the agent instead', async () => {
    await schedule([accounts.b])
    const device = push.subscription()
    expect(
      (
        await cms(server.url, accounts.b, '/push-subscriptions/subscribe', {
          method: 'POST',
          body: device.toJSON(),
        })
      ).status,
    ).toBe(201)
    push.gone.add(device.endpoint.split('/').pop()!)
    const lead = await postLead('Tomás Fallback', '2025550302')
    expect(lead.assignedTo).toBe(accounts.b.id)
    const sms = await waitFor(() => twilio.messages.find((m) => m.body.includes('Tomás Fallback')))
    expect(sms.to).toBe('+12025550171')
    expect(sms.body).toContain(`/admin/collections/leads/${lead.id}`)
    const devices = await staff.find('push-subscriptions', { user: String(accounts.b.id) })
    expect(devices.totalDocs).toBe(0)
  })

  it('rotates to the agent with the fewest open leads, then the longest idle', async () => {
    await schedule([accounts.a, accounts.b, accounts.c])
    // A and B each hold one open lead from the tests above; C holds none.
    const first = await postLead('Rotación Uno', '2025550303')
    expect(first.assignedTo).toBe(accounts.c.id)
    // Now all hold one: A was given a lead longest ago.
    const second = await postLead('Rotación Dos', '2025550304')
    expect(second.assignedTo).toBe(accounts.a.id)
  })

  it('escalates to the next agent, then the manager, and stops on first contact', async () => {
    await schedule([accounts.a, accounts.b], 0.05)
    const lead = await postLead('Elena Escala', '2025550305')
    const other = lead.assignedTo === accounts.a.id ? accounts.b : accounts.a
    const steps = await waitFor(async () => {
      const rows = await rowsOf(lead.id, 'escalation')
      return rows.filter((row) => row.status === 'delivered').length >= 2 ? rows : undefined
    }, 30_000)
    const byStep = (step: number) => steps.find((row) => row.data?.step === step)!
    expect(byStep(1).result).toContain(`step 1 → ${nameOf(other.id)}`)
    expect(byStep(2).result).toContain('step 2 → Mara Manager')
    const managerSms = await waitFor(() =>
      twilio.messages.find((m) => m.to === '+12025550199' && m.body.includes('Elena Escala')),
    )
    expect(managerSms.body).toMatch(/Sin contactar|Not contacted/)
    const [stored] = (await staff.find('leads', { phone: '2025550305' })).docs as {
      history: { detail: string }[]
    }[]
    const details = stored.history.map((entry) => entry.detail)
    expect(details.some((d) => d.startsWith('Escalation 1:'))).toBe(true)
    expect(details.some((d) => d.startsWith('Escalation 2:'))).toBe(true)

    // A lead reached on the phone before its first step: the chain stops there.
    const contacted = await postLead('Carlos Contactado', '2025550306')
    const logged = await fetch(`${server.url}/cms/api/leads/${contacted.id}/log-call`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${staff.token}` },
      body: JSON.stringify({ outcome: 'reached', note: 'Habló con su hija' }),
    })
    // Reached: the first contact, and no call back to schedule.
    expect(await logged.json()).toEqual({ ok: true, firstContact: true, nextActionDue: null })
    const [skipped] = await waitFor(async () => {
      const rows = await rowsOf(contacted.id, 'escalation')
      return rows[0]?.status === 'skipped' ? rows : undefined
    }, 15_000)
    expect(skipped.data?.step).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 4000))
    expect(await rowsOf(contacted.id, 'escalation')).toHaveLength(1)
    const [after] = (await staff.find('leads', { phone: '2025550306' })).docs as {
      firstContactAt: string
      history: { detail: string }[]
    }[]
    expect(after.firstContactAt).toBeTruthy()
    expect(after.history.map((h) => h.detail)).toContain('Call: reached — Habló con su hija')
  }, 60_000)

  it('refuses a bad call outcome and a bad subscription', async () => {
    const lead = await postLead('Datos Malos', '2025550307')
    const bad = await fetch(`${server.url}/cms/api/leads/${lead.id}/log-call`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${staff.token}` },
      body: JSON.stringify({ outcome: 'maybe' }),
    })
    expect(bad.status).toBe(400)
    const sub = await cms(server.url, accounts.a, '/push-subscriptions/subscribe', {
      method: 'POST',
      body: { endpoint: 'not a url' },
    })
    expect(sub.status).toBe(400)
  })
})
