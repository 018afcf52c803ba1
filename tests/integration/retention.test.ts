import { afterAll, describe, expect, it } from 'vitest'
import { auditEvents, sentLead, staffSide } from '../support/audit'
import { startServer, type RunningServer } from '../support/server'
import { runSql } from '../support/sql'
import { cms } from '../support/staff-accounts'

// Issue 25, finding 3: retention set by admins (spam deleted, not-qualified leads anonymized,
// retained kept), run daily once across instances and audited; "forget this person".
const { baseURL, token, databaseUrl, admin, staff, accounts } = staffSide()
const day = 24 * 60 * 60_000

const newLead = (fields: Record<string, string> = {}) =>
  sentLead(baseURL, token, { nombre: 'Elena Retención', ...fields })

/** The test moves a lead's clock: it was received `ms` ago. */
async function receivedAgo(id: number, ms: number) {
  await runSql(databaseUrl, 'UPDATE leads SET received_at = ? WHERE id = ?', [
    new Date(Date.now() - ms).toISOString(),
    id,
  ])
}

const monthsAgo = (months: number) => {
  const date = new Date()
  date.setUTCMonth(date.getUTCMonth() - months)
  return Date.now() - date.getTime()
}

async function lead(id: number) {
  const response = await cms(baseURL, admin, `/leads/${id}?depth=0`)
  return { status: response.status, doc: response.status === 200 ? await response.json() : null }
}

let second: RunningServer | undefined
afterAll(async () => {
  await second?.stop()
})

describe('retention of leads', () => {
  it('is set by admins only, with the defaults of the policy', async () => {
    const settings = await (await cms(baseURL, admin, '/globals/retention-settings')).json()
    expect(settings).toMatchObject({ spamDays: 30, notQualifiedMonths: 24 })
    for (const account of [accounts.agent, accounts.editor]) {
      const saved = await cms(baseURL, account, '/globals/retention-settings', {
        method: 'POST',
        body: { spamDays: 1 },
      })
      expect(saved.status).toBe(403)
      const run = await cms(baseURL, account, '/retention-runs/run', { method: 'POST' })
      expect(run.status).toBe(403)
    }
  })

  it('deletes old spam, anonymizes old not-qualified leads, keeps the rest; the run is audited', async () => {
    const spamOld = await newLead({ website: 'http://spam.example' })
    const spamYoung = await newLead({ website: 'http://spam.example' })
    const notQualifiedOld = await newLead({ nombre: 'Nora Vieja' })
    const notQualifiedYoung = await newLead()
    const retainedOld = await newLead()
    const [attorney] = (await (await cms(baseURL, admin, '/attorneys?limit=1')).json()).docs
    const noted = await cms(baseURL, admin, `/leads/${notQualifiedOld.id}`, {
      method: 'PATCH',
      body: { note: 'Nora vive en la calle Olmo 12' },
    })
    expect(noted.status).toBe(200)
    for (const id of [notQualifiedOld.id, notQualifiedYoung.id]) {
      const patched = await cms(baseURL, admin, `/leads/${id}`, {
        method: 'PATCH',
        body: { status: 'not-qualified' },
      })
      expect(patched.status).toBe(200)
    }
    const retained = await cms(baseURL, admin, `/leads/${retainedOld.id}`, {
      method: 'PATCH',
      body: { status: 'retained', matterType: 'k1', responsibleAttorney: attorney.id },
    })
    expect(retained.status).toBe(200)
    await receivedAgo(spamOld.id, 31 * day)
    await receivedAgo(spamYoung.id, 29 * day)
    await receivedAgo(notQualifiedOld.id, monthsAgo(25))
    await receivedAgo(notQualifiedYoung.id, monthsAgo(23))
    await receivedAgo(retainedOld.id, monthsAgo(60))

    const run = await cms(baseURL, admin, '/retention-runs/run', { method: 'POST' })
    expect(run.status).toBe(200)
    const result = await run.json()
    expect(result.spamDeleted).toBeGreaterThanOrEqual(1)
    expect(result.anonymized).toBeGreaterThanOrEqual(1)

    expect((await lead(spamOld.id)).status).toBe(404)
    expect((await lead(spamYoung.id)).status).toBe(200)
    const anonymized = (await lead(notQualifiedOld.id)).doc
    expect(anonymized).toMatchObject({ status: 'not-qualified', nombre: 'anonymized' })
    expect(anonymized.phone).toBe('anonymized')
    expect(anonymized.email ?? null).toBeNull()
    expect(anonymized.mensaje ?? null).toBeNull()
    expect(anonymized.ip ?? null).toBeNull()
    expect(JSON.stringify(anonymized)).not.toContain('Nora Vieja')
    // What staff wrote about the person goes too; the status entries stay for the counts.
    expect(JSON.stringify(anonymized)).not.toContain('calle Olmo')
    expect(anonymized.history.map((entry: { action: string }) => entry.action)).toContain('status')
    expect((await lead(notQualifiedYoung.id)).doc).toMatchObject({ nombre: 'Elena Retención' })
    expect((await lead(retainedOld.id)).doc).toMatchObject({
      status: 'retained',
      nombre: 'Elena Retención',
    })
    // Still counted: the anonymized lead is in the list's total.
    const listed = await staff.find('leads', { status: 'not-qualified' })
    expect(listed.docs.map((doc) => doc.id)).toContain(notQualifiedOld.id)

    const runs = await auditEvents(baseURL, token, { 'where[action][equals]': 'retention' })
    expect(runs.at(-1)).toMatchObject({
      user: 'staff@firm.test',
      details: expect.objectContaining({ ...result, spamDays: 30, notQualifiedMonths: 24 }),
    })
    // A second run finds nothing more to do (anonymized leads are not anonymized again).
    const again = await (
      await cms(baseURL, admin, '/retention-runs/run', { method: 'POST' })
    ).json()
    expect(again).toEqual({ spamDeleted: 0, anonymized: 0, failed: 0, failures: [] })
  })

  it('runs the daily pass once across instances', async () => {
    // Daily runs are keyed by their day (manual runs by `manual-…`); the test may cross midnight.
    const daily = async () =>
      (
        (await (await cms(baseURL, admin, '/retention-runs?limit=100')).json()).docs as {
          key: string
          finishedAt: string | null
        }[]
      ).filter((run) => /^\d{4}-\d{2}-\d{2}$/.test(run.key))
    // The first instance ran the day's pass at its start.
    const before = await daily()
    expect(before.length).toBeGreaterThanOrEqual(1)
    // A second instance on the same database starts, checks, and finds it done.
    second = await startServer({
      DATABASE_URL: databaseUrl,
      SITE_URL: 'http://localhost:3000',
      TRUST_PROXY: '1',
    })
    await new Promise((resolve) => setTimeout(resolve, 3000))
    const after = await daily()
    // At most a new day's run, never the same day twice: each run is audited once.
    expect(after.length).toBeLessThanOrEqual(before.length + 1)
    const runs = await auditEvents(baseURL, token, { 'where[action][equals]': 'retention' })
    const dailyRuns = runs.filter((event) => event.user === null)
    expect(dailyRuns).toHaveLength(after.length)
  }, 180_000)

  it('forgets a person on an admin’s request: leads, texts and deliveries, audited', async () => {
    const first = await newLead({ nombre: 'Olvido Pérez' })
    const other = await newLead({ nombre: 'Olvido Pérez', email: first.email })
    const unrelated = await newLead()
    // A follow-up puts a row in the outbox (lead-deliveries); a text is on record.
    const due = new Date(Date.now() + 3 * 60 * 60_000).toISOString()
    const followUp = await cms(baseURL, admin, `/leads/${first.id}`, {
      method: 'PATCH',
      body: { nextAction: 'call-back', nextActionDue: due },
    })
    expect(followUp.status).toBe(200)
    await runSql(
      databaseUrl,
      "INSERT INTO lead_texts (lead_id, direction, channel, phone, body, kind, updated_at, created_at) VALUES (?, 'in', 'sms', ?, 'Hola, soy Olvido', 'inbound', ?, ?)",
      [first.id, first.phone, new Date().toISOString(), new Date().toISOString()],
    )
    const deliveriesBefore = await staff.find('lead-deliveries', { lead: String(first.id) })
    expect(deliveriesBefore.totalDocs).toBeGreaterThan(0)
    expect((await staff.find('lead-texts', { lead: String(first.id) })).totalDocs).toBe(1)

    const refused = await cms(baseURL, accounts.agent, `/leads/${first.id}/forget`, {
      method: 'POST',
    })
    expect(refused.status).toBe(403)
    const forgot = await cms(baseURL, admin, `/leads/${first.id}/forget`, { method: 'POST' })
    expect(forgot.status).toBe(200)
    const result = await forgot.json()
    expect(result.leads.sort()).toEqual([first.id, other.id].sort())
    expect(result.texts).toBe(1)

    expect((await lead(first.id)).status).toBe(404)
    expect((await lead(other.id)).status).toBe(404)
    expect((await lead(unrelated.id)).status).toBe(200)
    expect((await staff.find('lead-deliveries', { lead: String(first.id) })).totalDocs).toBe(0)
    const texts = await runSql(databaseUrl, 'SELECT count(*) AS n FROM lead_texts WHERE body = ?', [
      'Hola, soy Olvido',
    ])
    expect(Number(texts[0].n)).toBe(0)
    const events = await auditEvents(baseURL, token, { 'where[action][equals]': 'forget' })
    expect(events.at(-1)).toMatchObject({
      user: 'staff@firm.test',
      lead: first.id,
      details: expect.objectContaining({ texts: 1 }),
    })
  })
})
