import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStaffServer, Visitor, type Staff } from '../support/http'
import type { RunningServer } from '../support/server'
import { waitFor, WebhookSink } from '../support/sinks'
import { cms, staffAccount, type Account } from '../support/staff-accounts'

// A server of its own: its outbox polls fast and posts events to a webhook this test receives.
let server: RunningServer
let staff: Staff
let admin: { auth: { authorization: string } }
let agent: Account
let attorneyId: number
const webhook = new WebhookSink()

type Lead = Record<string, unknown> & {
  id: number
  history: { action: string; detail: string; by: string }[]
}

let counter = 0
async function postLead(
  phone = `3055${String(Date.now()).slice(-4)}${String(++counter).padStart(2, '0')}`,
) {
  const response = await new Visitor(server.url).post('/api/prospecto/agregar', {
    nombre: 'Marta Quiñones',
    phone,
    email: 'marta@example.com',
    mensaje: 'Necesito ayuda con mi caso',
    checkbox: '1',
    seccion: 'Contacto Español',
  })
  expect(await response.json()).toMatchObject({ status: 'success' })
  const [stored] = (await staff.find('leads', { phone })).docs
  return stored as Lead
}

const read = async (id: number) =>
  (await (await cms(server.url, admin, `/leads/${id}?depth=0`)).json()) as Lead
const patch = (id: number, body: unknown, account: Account | typeof admin = agent) =>
  cms(server.url, account, `/leads/${id}`, { method: 'PATCH', body })
const followUpRows = async (id: number) =>
  (await staff.find('lead-deliveries', { lead: String(id), channel: 'follow-up' })).docs

beforeAll(async () => {
  await webhook.start()
  ;({ server, staff } = await startStaffServer('intake-desk', {
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${webhook.port}/hooks/leads`,
    OUTBOX_POLL_MS: '200',
    OUTBOX_RETRY_BASE_MS: '200',
    LEAD_RATE_LIMIT: '1000',
  }))
  admin = { auth: { authorization: `JWT ${staff.token}` } }
  agent = await staffAccount(server.url, staff.token, 'agent')
  const created = await cms(server.url, admin, '/attorneys', {
    method: 'POST',
    body: {
      name: 'Ana Torres',
      slug: `ana-torres-${Date.now()}`,
      role: 'Abogada',
      profile: 'Perfil',
    },
  })
  attorneyId = (await created.json()).doc.id
}, 180_000)

afterAll(async () => {
  await server?.stop()
  await webhook.stop()
})

describe('follow-ups', () => {
  it('records the next action in the history and reschedules its reminder on a new due time', async () => {
    const lead = await postLead()
    await patch(lead.id, { assignedTo: agent.id })
    const later = new Date(Date.now() + 3_600_000).toISOString()
    expect(
      (await patch(lead.id, { nextAction: 'send-documents', nextActionDue: later })).status,
    ).toBe(200)
    const [first] = await followUpRows(lead.id)
    expect(first).toMatchObject({
      status: 'pending',
      target: String(agent.id),
      nextAttemptAt: later,
    })

    const soon = new Date(Date.now() + 1_500).toISOString()
    await patch(lead.id, { nextActionDue: soon })
    const rows = await followUpRows(lead.id)
    expect(rows).toHaveLength(2)
    expect(rows.find((row) => row.id === first.id)).toMatchObject({
      status: 'skipped',
      result: 'rescheduled',
    })

    // The new reminder falls due: the lead is flagged, its history says so, the row is done.
    const due = await waitFor(async () => {
      const current = await read(lead.id)
      return current.followUpDue ? current : undefined
    })
    expect(due.history.map((entry) => entry.action)).toEqual([
      'assignment',
      'follow-up',
      'follow-up',
      'follow-up',
    ])
    expect(due.history[1]).toMatchObject({
      by: 'agent tester',
      detail: `send-documents · ${later}`,
    })
    expect(due.history[3].detail).toContain('due')
    const done = await waitFor(async () =>
      (await followUpRows(lead.id)).find((row) => row.status === 'delivered'),
    )
    // The assignee was alerted through the speed-to-lead channels (their open admin tabs here).
    expect(done.result).toMatch(/^follow-up due: tab/)

    // "Due now" for this agent: the list's own query finds it.
    const query = `where[and][0][assignedTo][equals]=${agent.id}&where[and][1][nextActionDue][less_than_equal]=${new Date().toISOString()}&depth=0`
    const { docs } = await (await cms(server.url, agent, `/leads?${query}`)).json()
    expect(docs.map((doc: Lead) => doc.id)).toContain(lead.id)
  })

  it('an unanswered call counts the attempt and schedules a call back within business time', async () => {
    const lead = await postLead()
    const response = await cms(server.url, agent, `/leads/${lead.id}/log-call`, {
      method: 'POST',
      body: { outcome: 'no-answer' },
    })
    expect(response.status).toBe(200)
    const { nextActionDue } = await response.json()
    const after = await read(lead.id)
    expect(after).toMatchObject({ contactAttempts: 1, nextAction: 'call-back', nextActionDue })
    expect(Date.parse(nextActionDue)).toBeGreaterThanOrEqual(Date.now() + 2 * 3_600_000 - 60_000)
    expect(after.history.map((entry) => [entry.action, entry.detail])[0]).toEqual([
      'call',
      'no-answer',
    ])
    const rows = await followUpRows(lead.id)
    expect(rows).toMatchObject([{ status: 'pending', nextAttemptAt: nextActionDue }])

    // Reached: counted, no new follow-up.
    await cms(server.url, agent, `/leads/${lead.id}/log-call`, {
      method: 'POST',
      body: { outcome: 'reached' },
    })
    expect(await read(lead.id)).toMatchObject({ contactAttempts: 2, nextActionDue })
    const bad = await cms(server.url, agent, `/leads/${lead.id}/log-call`, {
      method: 'POST',
      body: { outcome: 'maybe' },
    })
    expect(bad.status).toBe(400)
  })

  it('keeps the count of attempts out of staff hands', async () => {
    const lead = await postLead()
    await patch(lead.id, { contactAttempts: 40, followUpDue: true })
    expect(await read(lead.id)).toMatchObject({ contactAttempts: 0, followUpDue: false })
  })
})

describe('retained → client hand-off', () => {
  it('refuses retained without the matter type and the attorney', async () => {
    const lead = await postLead()
    const refused = await patch(lead.id, { status: 'retained' })
    expect(refused.status).toBe(400)
    const text = JSON.stringify(await refused.json())
    expect(text).toContain('Tipo de caso')
    expect(text).toContain('Abogado responsable')
    expect((await read(lead.id)).status).toBe('new')
    expect(webhook.received.filter((hook) => hook.body.lead.id === lead.id)).toHaveLength(1)
  })

  it('posts lead.retained once with the matter to the webhook', async () => {
    const lead = await postLead()
    await patch(lead.id, { status: 'qualified' })
    const retained = await patch(lead.id, {
      status: 'retained',
      matterType: 'humanitarian',
      responsibleAttorney: attorneyId,
    })
    expect(retained.status).toBe(200)
    const event = await waitFor(() =>
      webhook.received.find(
        (hook) => hook.event === 'lead.retained' && hook.body.lead.id === lead.id,
      ),
    )
    expect(event.idempotencyKey).toMatch(
      new RegExp(`^lead-${lead.id}-[0-9a-f]{8}-lead-event-lead.retained$`),
    )
    expect(event.body).toMatchObject({
      idempotencyKey: event.idempotencyKey,
      lead: { nombre: 'Marta Quiñones', seccion: 'Contacto Español' },
      matter: { type: 'humanitarian', attorney: { id: attorneyId, name: 'Ana Torres' } },
    })
    // A later edit of a retained lead sends nothing more.
    await patch(lead.id, { note: 'Firmó el contrato' })
    await new Promise((resolve) => setTimeout(resolve, 800))
    const events = webhook.received.filter(
      (hook) => hook.event === 'lead.retained' && hook.body.lead.id === lead.id,
    )
    expect(events).toHaveLength(1)
    expect((await read(lead.id)).history.map((entry) => entry.action)).toContain('retained')
  })
})

describe('merge and export of a selection', () => {
  it('merges a duplicate into the earlier lead, keeping the evidence of both', async () => {
    const phone = `7865${String(Date.now()).slice(-6)}`
    const first = await postLead(phone)
    const response = await new Visitor(server.url).post('/api/prospecto/agregar', {
      nombre: 'Marta Q',
      phone: `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`,
      checkbox: '1',
      seccion: 'Footer Español',
    })
    expect(await response.json()).toMatchObject({ status: 'success' })
    const { docs } = await (
      await cms(server.url, agent, `/leads?where[duplicateOf][equals]=${first.id}&depth=0`)
    ).json()
    const duplicate = docs[0] as Lead
    expect(
      (await cms(server.url, agent, `/leads/${first.id}/merge`, { method: 'POST' })).status,
    ).toBe(409)
    const merged = await cms(server.url, agent, `/leads/${duplicate.id}/merge`, { method: 'POST' })
    expect(merged.status).toBe(200)
    const gone = await read(duplicate.id)
    expect(gone).toMatchObject({
      status: 'merged',
      mergedInto: first.id,
      nombre: 'Marta Q',
      seccion: 'Footer Español',
    })
    expect(gone.consentText).toBe(duplicate.consentText)
    const survivor = await read(first.id)
    expect(survivor.nombre).toBe('Marta Quiñones')
    expect(survivor.history.at(-1)).toMatchObject({
      action: 'merge',
      detail: `#${duplicate.id} → #${first.id}`,
      by: 'agent tester',
    })
    expect(
      (await cms(server.url, agent, `/leads/${duplicate.id}/merge`, { method: 'POST' })).status,
    ).toBe(409)
  })

  it('exports exactly the selected leads', async () => {
    const [a, b, c] = [await postLead(), await postLead(), await postLead()]
    const csv = await (await cms(server.url, agent, `/leads/export.csv?ids=${a.id},${c.id}`)).text()
    expect(csv).toContain(String(a.phone))
    expect(csv).toContain(String(c.phone))
    expect(csv).not.toContain(String(b.phone))
    expect((await cms(server.url, agent, '/leads/export.csv?ids=1,x')).status).toBe(400)
  })
})
