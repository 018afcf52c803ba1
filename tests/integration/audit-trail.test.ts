import { describe, expect, it } from 'vitest'
import { auditEvents, auditVerify, sentLead, staffSide } from '../support/audit'
import { runSql } from '../support/sql'
import { cms } from '../support/staff-accounts'

// Issue 25, finding 3: who viewed, exported and changed which leads, and every staff login, in
// an append-only hash chain that `npm run audit:verify` checks.
const { baseURL, token, databaseUrl, admin, accounts } = staffSide()

const newLead = () => sentLead(baseURL, token)

describe('audit trail of leads and logins', () => {
  it('records a view of a lead through the REST API and its admin page, with user and IP', async () => {
    const lead = await newLead()
    const response = await fetch(`${baseURL}/cms/api/leads/${lead.id}`, {
      headers: { ...accounts.agent.auth, 'x-forwarded-for': '203.0.113.7' },
    })
    expect(response.status).toBe(200)
    const page = await fetch(`${baseURL}/admin/collections/leads/${lead.id}`, {
      headers: {
        cookie: `payload-token=${token}; payload-lng=es`,
        'accept-language': 'es',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': '203.0.113.8',
      },
    })
    expect(page.status).toBe(200)
    const html = await page.text()
    const events = await auditEvents(baseURL, token, { 'where[lead][equals]': String(lead.id) })
    const views = events.filter((event) => event.action === 'view')
    expect(views[0]).toMatchObject({ user: accounts.agent.email, ip: '203.0.113.7' })
    expect(views.slice(1)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ user: 'staff@firm.test', ip: '203.0.113.8' }),
      ]),
    )
    // The admin's lead page shows the lead's own audit trail (its panel, with the agent's view).
    expect(html).toContain(`id="lead-audit-${lead.id}"`)
    expect(html).toContain(accounts.agent.email)
  })

  it('names the lead in the audit list, linked, instead of a bare id (issue 34)', async () => {
    const lead = await newLead()
    await fetch(`${baseURL}/cms/api/leads/${lead.id}`, { headers: accounts.agent.auth })
    const list = await fetch(`${baseURL}/admin/collections/audit-events?limit=10`, {
      headers: {
        cookie: `payload-token=${token}; payload-lng=es`,
        'sec-fetch-site': 'same-origin',
      },
    })
    expect(list.status).toBe(200)
    expect(await list.text()).toMatch(
      new RegExp(
        `<a class="lead-label" href="/admin/collections/leads/${lead.id}">[^<#]+ · \\d+</a>`,
      ),
    )
  })

  it('does not show the audit panel to an agent', async () => {
    const lead = await newLead()
    const page = await fetch(`${baseURL}/admin/collections/leads/${lead.id}`, {
      headers: {
        cookie: `payload-token=${accounts.agent.token}; payload-lng=es`,
        'sec-fetch-site': 'same-origin',
      },
    })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(`/admin/collections/leads/${lead.id}`)
    expect(html).not.toContain('NEXT_REDIRECT')
    expect(html).not.toContain(`id="lead-audit-${lead.id}"`)
  })

  it('records status and assignment changes with what they were and became', async () => {
    const lead = await newLead()
    const patched = await cms(baseURL, accounts.agent, `/leads/${lead.id}`, {
      method: 'PATCH',
      body: { status: 'contacted', assignedTo: accounts.agent.id },
    })
    expect(patched.status).toBe(200)
    const events = await auditEvents(baseURL, token, { 'where[lead][equals]': String(lead.id) })
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'status',
          user: accounts.agent.email,
          details: { from: 'new', to: 'contacted' },
        }),
        expect.objectContaining({
          action: 'assignment',
          details: { from: null, to: accounts.agent.id },
        }),
      ]),
    )
  })

  it('records every export with its filters and row count', async () => {
    const lead = await newLead()
    const response = await fetch(
      `${baseURL}/cms/api/leads/export.csv?ids=${lead.id}&spam=include`,
      { headers: { ...accounts.agent.auth, 'x-forwarded-for': '203.0.113.9' } },
    )
    expect(response.status).toBe(200)
    await response.text()
    const events = await auditEvents(baseURL, token, { 'where[action][equals]': 'export' })
    expect(events.at(-1)).toMatchObject({
      user: accounts.agent.email,
      ip: '203.0.113.9',
      details: { filters: { ids: String(lead.id), spam: 'include' }, rows: 1 },
    })
  })

  it('records logins and failed logins with the address and the e-mail tried', async () => {
    const login = (password: string, ip: string) =>
      fetch(`${baseURL}/cms/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ email: accounts.editor.email, password }),
      })
    expect((await login('wrong-password-here', '198.51.100.77')).status).toBe(401)
    expect((await login('a-long-enough-password-1', '198.51.100.78')).status).toBe(200)
    const unknown = await fetch(`${baseURL}/cms/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.79' },
      body: JSON.stringify({ email: 'nobody@firm.test', password: 'whatever-password' }),
    })
    expect(unknown.status).toBe(401)
    const failed = await auditEvents(baseURL, token, { 'where[action][equals]': 'login-failed' })
    expect(failed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          ip: '198.51.100.77',
          details: expect.objectContaining({ email: accounts.editor.email }),
        }),
        expect.objectContaining({
          ip: '198.51.100.79',
          details: expect.objectContaining({ email: 'nobody@firm.test' }),
        }),
      ]),
    )
    const logins = await auditEvents(baseURL, token, { 'where[action][equals]': 'login' })
    expect(logins.at(-1)).toMatchObject({ user: accounts.editor.email, ip: '198.51.100.78' })
  })

  it('is readable by admins only and never written, changed or deleted through the API', async () => {
    const [first] = await auditEvents(baseURL, token)
    expect(first).toBeDefined()
    for (const account of [accounts.agent, accounts.editor]) {
      expect((await cms(baseURL, account, '/audit-events')).status).toBe(403)
    }
    const created = await cms(baseURL, admin, '/audit-events', {
      method: 'POST',
      body: { seq: 999999, action: 'view', at: new Date().toISOString(), prevHash: 'x', hash: 'y' },
    })
    expect(created.status).toBe(403)
    const changed = await cms(baseURL, admin, `/audit-events/${first.id}`, {
      method: 'PATCH',
      body: { ip: '0.0.0.0' },
    })
    expect(changed.status).toBe(403)
    const deleted = await cms(baseURL, admin, `/audit-events/${first.id}`, { method: 'DELETE' })
    expect(deleted.status).toBe(403)
    const bulk = await cms(baseURL, admin, '/audit-events?where[id][exists]=true', {
      method: 'DELETE',
    })
    expect([403, 400]).toContain(bulk.status)
    expect((await auditEvents(baseURL, token))[0]).toEqual(first)
  })

  it('keeps one unbroken chain under concurrent writes; a tampered row fails audit:verify', async () => {
    const lead = await newLead()
    // Twenty views at once from the API: each append races the others for the next seq.
    const views = await Promise.all(
      Array.from({ length: 20 }, () => cms(baseURL, accounts.agent, `/leads/${lead.id}`)),
    )
    expect(views.every((response) => response.status === 200)).toBe(true)
    const events = await auditEvents(baseURL, token)
    expect(events.map((event) => event.seq)).toEqual(events.map((_, index) => index + 1))
    // Every staff read is an event now (issue 33): the lead's views are asked for by name, they
    // may lie past the first 500 events.
    const viewsOfLead = await auditEvents(baseURL, token, {
      'where[lead][equals]': String(lead.id),
      'where[action][equals]': 'view',
    })
    expect(viewsOfLead).toHaveLength(20)

    const intact = await auditVerify(databaseUrl)
    expect(intact.output).toMatch(/Audit trail intact: \d+ events/)
    expect(intact.code).toBe(0)

    const victim = events[events.length - 3]
    await runSql(databaseUrl, 'UPDATE audit_events SET ip = ? WHERE id = ?', [
      '10.0.0.1',
      victim.id,
    ])
    try {
      const tampered = await auditVerify(databaseUrl)
      expect(tampered.code).not.toBe(0)
      expect(tampered.output).toContain(`event #${victim.id} (seq ${victim.seq}) was changed`)
    } finally {
      await runSql(databaseUrl, 'UPDATE audit_events SET ip = ? WHERE id = ?', [
        victim.ip,
        victim.id,
      ])
    }
  }, 180_000)
})
