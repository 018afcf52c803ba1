import { describe, expect, it } from 'vitest'
import { chainKey, eventHash } from '../../src/features/audit/chain.mjs'
import { auditEvents, auditVerify, sentLead, staffSide } from '../support/audit'
import { runSql } from '../support/sql'
import { adminPage, cms } from '../support/staff-accounts'

// Issue 33, item 3: every staff read of a client's data (lists, filters, the admin's list, the
// records `depth` fills in), every delete and every export at its start leave one audit event.
// Item 8: the chain is keyed, so a database writer cannot re-hash what they changed.
const { baseURL, token, databaseUrl, admin, accounts } = staffSide()

type Event = Awaited<ReturnType<typeof auditEvents>>[number]

async function headSeq() {
  const [last] = await auditEvents(baseURL, token, { sort: '-seq', limit: '1' })
  return last?.seq ?? 0
}

/** The events written after `seq` by one staff account (background work writes none as staff). */
async function eventsAfter(seq: number, email: string): Promise<Event[]> {
  return auditEvents(baseURL, token, {
    'where[seq][greater_than]': String(seq),
    'where[user][equals]': email,
  })
}

describe('audit of reads and deletes of client data (issue 33, item 3)', () => {
  it('a list read writes one `read` event with the returned ids', async () => {
    const lead = await sentLead(baseURL, token)
    const before = await headSeq()
    const response = await cms(baseURL, accounts.agent, '/leads?limit=100&depth=0')
    expect(response.status).toBe(200)
    const { docs } = (await response.json()) as { docs: { id: number }[] }
    const events = await eventsAfter(before, accounts.agent.email)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      action: 'read',
      details: { collection: 'leads', ids: docs.map((doc) => doc.id), count: docs.length },
    })
    expect(events[0].details!.ids).toContain(lead.id)
  })

  it('a filtered read by id writes the filter as sent and the lead', async () => {
    const lead = await sentLead(baseURL, token)
    const before = await headSeq()
    const response = await cms(baseURL, accounts.agent, `/leads?where[id][equals]=${lead.id}`)
    expect(response.status).toBe(200)
    expect((await response.json()).docs[0].phone).toBe(lead.phone)
    const events = await eventsAfter(before, accounts.agent.email)
    expect(events).toEqual([
      expect.objectContaining({
        action: 'read',
        lead: lead.id,
        details: expect.objectContaining({
          collection: 'leads',
          ids: [lead.id],
          filter: { id: { equals: String(lead.id) } },
          count: 1,
        }),
      }),
    ])
  })

  it("the admin's leads list is a read; its new-leads poll (a count) writes nothing", async () => {
    const before = await headSeq()
    await adminPage(baseURL, '/collections/leads', token)
    const reads = (await eventsAfter(before, 'staff@firm.test')).filter(
      (event) => event.action === 'read' && event.details?.collection === 'leads',
    )
    expect(reads.length).toBeGreaterThanOrEqual(1)
    expect((reads[0].details!.ids as number[]).length).toBeGreaterThan(0)

    // The poll every 15 s: a count of leads received since the list was opened.
    const polled = await headSeq()
    const since = new Date(Date.now() - 60_000).toISOString()
    for (let poll = 0; poll < 3; poll++) {
      const count = await cms(
        baseURL,
        accounts.agent,
        `/leads/count?where[receivedAt][greater_than]=${since}`,
      )
      expect(count.status).toBe(200)
    }
    expect(await eventsAfter(polled, accounts.agent.email)).toEqual([])
    // A count on a phone answers "is this person a client?": on record like a read.
    const probe = await cms(baseURL, accounts.agent, '/leads/count?where[phone][equals]=3055550100')
    expect(probe.status).toBe(200)
    expect(await eventsAfter(polled, accounts.agent.email)).toEqual([
      expect.objectContaining({
        action: 'read',
        details: expect.objectContaining({
          collection: 'leads',
          filter: { phone: { equals: '3055550100' } },
        }),
      }),
    ])
  })

  it('records filled in by depth are named in the read that filled them in', async () => {
    const first = await sentLead(baseURL, token)
    // The same person again: the new lead points to the first as a possible duplicate.
    await sentLead(baseURL, token, { phone: first.phone })
    const duplicates = await cms(baseURL, admin, `/leads?where[duplicateOf][equals]=${first.id}`)
    const [again] = (await duplicates.json()).docs as { id: number }[]
    expect(again.id).not.toBe(first.id)
    const before = await headSeq()
    const one = await cms(baseURL, accounts.agent, `/leads/${again.id}?depth=1`)
    expect((await one.json()).duplicateOf).toMatchObject({ id: first.id, phone: first.phone })
    const list = await cms(baseURL, accounts.agent, `/leads?where[id][equals]=${again.id}&depth=1`)
    expect(list.status).toBe(200)
    const events = await eventsAfter(before, accounts.agent.email)
    expect(events).toEqual([
      expect.objectContaining({
        action: 'view',
        lead: again.id,
        details: { collection: 'leads', ids: [again.id], related: { leads: [first.id] } },
      }),
      expect.objectContaining({
        action: 'read',
        details: expect.objectContaining({ ids: [again.id], related: { leads: [first.id] } }),
      }),
    ])
  })

  it("a booking read with depth=1 names the lead it filled in (the admin's calendar reads so)", async () => {
    const lead = await sentLead(baseURL, token)
    const start = new Date(Date.now() + 86_400_000)
    const now = new Date().toISOString()
    // A booked call straight in the database: booking one through the site needs the firm's
    // schedule and agents' hours, which other files of this server rely on.
    await runSql(
      databaseUrl,
      `INSERT INTO bookings (lead_id, agent_id, start, "end", status, time_zone, locale, updated_at, created_at)
       VALUES (?, ?, ?, ?, 'booked', 'America/New_York', 'es', ?, ?)`,
      [
        lead.id,
        accounts.agent.id,
        start.toISOString(),
        new Date(start.getTime() + 1_800_000).toISOString(),
        now,
        now,
      ],
    )
    const [{ id: bookingId }] = await runSql(
      databaseUrl,
      'SELECT id FROM bookings WHERE lead_id = ?',
      [lead.id],
    )
    try {
      const before = await headSeq()
      const response = await cms(
        baseURL,
        accounts.agent,
        `/bookings?where[lead][equals]=${lead.id}&depth=1`,
      )
      expect((await response.json()).docs[0].lead).toMatchObject({ id: lead.id, phone: lead.phone })
      expect(await eventsAfter(before, accounts.agent.email)).toEqual([
        expect.objectContaining({
          action: 'read',
          details: expect.objectContaining({
            collection: 'bookings',
            ids: [Number(bookingId)],
            related: { leads: [lead.id] },
          }),
        }),
      ])
    } finally {
      await runSql(databaseUrl, 'DELETE FROM bookings WHERE id = ?', [bookingId])
    }
  })

  it('a single delete and a bulk delete by where each write one `delete` event', async () => {
    const [one, two, three] = [
      await sentLead(baseURL, token),
      await sentLead(baseURL, token),
      await sentLead(baseURL, token),
    ]
    const before = await headSeq()
    const single = await cms(baseURL, admin, `/leads/${one.id}`, { method: 'DELETE' })
    expect(single.status).toBe(200)
    const bulk = await cms(baseURL, admin, `/leads?where[id][in]=${two.id},${three.id}`, {
      method: 'DELETE',
    })
    expect(bulk.status).toBe(200)
    const deletes = (await eventsAfter(before, 'staff@firm.test')).filter(
      (event) => event.action === 'delete',
    )
    expect(deletes).toEqual([
      expect.objectContaining({
        lead: one.id,
        details: expect.objectContaining({ collection: 'leads', ids: [one.id], count: 1 }),
      }),
      expect.objectContaining({
        details: expect.objectContaining({
          collection: 'leads',
          ids: expect.arrayContaining([two.id, three.id]),
          filter: { id: { in: `${two.id},${three.id}` } },
          count: 2,
        }),
      }),
    ])
  })

  it("the site's own reads (a visitor's lead, its duplicate check) write no read", async () => {
    const before = await headSeq()
    await sentLead(baseURL, token)
    const events = await auditEvents(baseURL, token, {
      'where[seq][greater_than]': String(before),
      'where[action][in]': 'read,view,delete',
    })
    // Only the helper's own admin lookup of the new lead, never an event without a user.
    expect(events.every((event) => event.user === 'staff@firm.test')).toBe(true)
  })

  it('an export of more than one page is on record before its first byte, cut off or not', async () => {
    const marker = `audit-export-${Date.now()}`
    const source = await sentLead(baseURL, token)
    const clones = 510
    await cloneLead(source.id, marker, clones)
    try {
      const before = await headSeq()
      const aborter = new AbortController()
      const response = await fetch(
        `${baseURL}/cms/api/leads/export.csv?where[mensaje][equals]=${marker}`,
        { headers: accounts.agent.auth, signal: aborter.signal },
      )
      expect(response.status).toBe(200)
      // Only the headers so far: the event is already there.
      const [event] = (await eventsAfter(before, accounts.agent.email)).filter(
        (e) => e.action === 'export',
      )
      expect(event).toMatchObject({
        details: {
          collection: 'leads',
          filters: { where: { mensaje: { equals: marker } } },
          rows: clones,
        },
      })
      const reader = response.body!.getReader()
      await reader.read()
      aborter.abort()
      await reader.cancel().catch(() => undefined)
      // The export's pages are not reads of their own.
      const after = await eventsAfter(before, accounts.agent.email)
      expect(after.filter((e) => e.action === 'read')).toEqual([])
    } finally {
      await runSql(databaseUrl, 'DELETE FROM leads WHERE mensaje = ?', [marker])
    }
  }, 60_000)
})

/** `count` copies of a stored lead straight in the database, their message set to `marker`. */
async function cloneLead(id: number, marker: string, count: number) {
  const columns = databaseUrl.startsWith('file:')
    ? await runSql(databaseUrl, "SELECT name FROM pragma_table_info('leads')")
    : await runSql(
        databaseUrl,
        "SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'leads' AND table_schema = current_schema()",
      )
  const names = columns.map((row) => String(row.name)).filter((name) => name !== 'id')
  const list = names.map((name) => `"${name}"`).join(', ')
  const values = names.map((name) => (name === 'mensaje' ? '?' : `leads."${name}"`)).join(', ')
  await runSql(
    databaseUrl,
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
     INSERT INTO leads (${list}) SELECT ${values} FROM leads, n WHERE leads.id = ?`,
    [marker, id],
  )
}

describe('the keyed audit chain (issue 33, item 8)', () => {
  it('prints the head to keep; a changed event fails verify, re-hashed without the key too', async () => {
    await cms(baseURL, accounts.agent, '/leads?limit=1')
    const intact = await auditVerify(databaseUrl)
    expect(intact.code).toBe(0)
    const head = /Head: seq (\d+) hash ([0-9a-f]{64})/.exec(intact.output)
    expect(head).not.toBeNull()
    const events = await auditEvents(baseURL, token, { sort: '-seq', limit: '2' })
    expect(Number(head![1])).toBeGreaterThanOrEqual(events[1].seq)
    // The head kept by the operator is checked on a later run.
    expect((await auditVerify(databaseUrl, [`${head![1]}:${head![2]}`])).code).toBe(0)
    const wrongHead = await auditVerify(databaseUrl, [`${head![1]}:${'0'.repeat(64)}`])
    expect(wrongHead.code).not.toBe(0)

    // Someone with the database but not the server's secret changes the last event's details…
    const [last] = await auditEvents(baseURL, token, { sort: '-seq', limit: '1' })
    const forged = { ...last.details, ids: [] }
    const restore = () =>
      runSql(databaseUrl, 'UPDATE audit_events SET details = ?, hash = ? WHERE id = ?', [
        JSON.stringify(last.details),
        last.hash,
        last.id,
      ])
    try {
      await runSql(databaseUrl, 'UPDATE audit_events SET details = ? WHERE id = ?', [
        JSON.stringify(forged),
        last.id,
      ])
      const changed = await auditVerify(databaseUrl)
      expect(changed.code).not.toBe(0)
      expect(changed.output).toContain(`(seq ${last.seq}) was changed`)
      // …and re-hashes it as an unkeyed chain would let them: still refused.
      const rehashed = eventHash({ ...last, details: forged })
      expect(rehashed).not.toBe(eventHash({ ...last, details: forged }, chainKey('x'.repeat(32))))
      await runSql(databaseUrl, 'UPDATE audit_events SET hash = ? WHERE id = ?', [
        rehashed,
        last.id,
      ])
      const recomputed = await auditVerify(databaseUrl)
      expect(recomputed.code).not.toBe(0)
      expect(recomputed.output).toContain(`(seq ${last.seq}) was changed`)
      expect(recomputed.output).toContain('without the key')
    } finally {
      await restore()
    }
    expect((await auditVerify(databaseUrl)).code).toBe(0)
  }, 180_000)
})
