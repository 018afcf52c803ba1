import { describe, expect, it } from 'vitest'
import { chainChecker, chainKey, eventHash, genesisHash } from '@/features/audit/chain.mjs'
import { storedAuditEvents } from '@/features/audit/stored-events.mjs'
import { payloadSecret } from '@/lib/payload/secret'
import { staffSession, storedLead } from '../support/in-process/lead-fixtures'
import { inProcessPayload } from '../support/in-process/payload'
import { runSql } from '../support/sql'

// The audit chain's raw SQL on both adapters: staff reads append their events with one
// conditional insert each (record.ts, racing on the UNIQUE seq and previous hash), and the
// operator's check reads the table straight (stored-events.mjs, whose rows differ per adapter:
// numerics as text and jsonb parsed on PostgreSQL, JSON as text on SQLite). Replaces the
// PostgreSQL runs of tests/integration/audit-trail.test.ts ("keeps one unbroken chain under
// concurrent writes; a tampered row fails audit:verify") and audit-reads.test.ts ("the keyed
// audit chain"); both keep running on SQLite over HTTP.
const site = inProcessPayload()

/** A stored event as the verifier reads it (the script is JavaScript: its rows are typed here). */
type StoredEvent = Parameters<ReturnType<typeof chainChecker>['next']>[0] & {
  user: string | null
  lead: number | null
  ip: string | null
  details: Record<string, unknown> | null
}

/**
 * The chain as `npm run audit:verify` checks it (scripts/audit-verify.mjs): every stored event
 * in seq order through the checker keyed from the server's secret. The events before the first
 * bad one, and that one's problem.
 */
async function verifiedChain() {
  const checker = chainChecker(chainKey(payloadSecret()))
  const events: StoredEvent[] = []
  for await (const row of storedAuditEvents(site.databaseUrl)) {
    const event = row as StoredEvent
    const problem = checker.next(event)
    if (problem) return { problem, events, head: null }
    events.push(event)
  }
  return { problem: null, events, head: checker.summary().head }
}

describe('the audit chain over raw SQL', () => {
  it('twenty staff reads at once append twenty events to one unbroken chain the verifier accepts', async () => {
    const { payload } = site
    const agent = await staffSession(payload, 'agent')
    const lead = await storedLead(payload)
    const before = (await verifiedChain()).events.length
    // As twenty requests at once: ten opened leads (a `view` each) and ten filtered lists (a
    // `read` each), every append racing the others for the next seq.
    const asAgent = { depth: 0, overrideAccess: false, user: agent } as const
    const reads = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2
          ? payload.findByID({ collection: 'leads', id: lead.id, ...asAgent })
          : payload.find({ collection: 'leads', where: { id: { equals: lead.id } }, ...asAgent }),
      ),
    )
    expect(reads).toHaveLength(20)

    const { problem, events, head } = await verifiedChain()
    expect(problem).toBeNull()
    expect(events.map((event) => event.seq)).toEqual(events.map((_, index) => index + 1))
    expect(events[0].prevHash).toBe(genesisHash)
    events.slice(1).forEach((event, index) => expect(event.prevHash).toBe(events[index].hash))
    expect(head).toEqual({ seq: events.length, hash: events.at(-1)!.hash })

    const appended = events.slice(before)
    expect(appended).toHaveLength(20)
    expect(appended.every((event) => event.user === agent.email && event.lead === lead.id)).toBe(
      true,
    )
    expect(appended.filter((event) => event.action === 'view')).toHaveLength(10)
    const lists = appended.filter((event) => event.action === 'read')
    expect(lists).toHaveLength(10)
    // The stored details read back as written (jsonb on PostgreSQL, text on SQLite).
    expect(lists[0].details).toEqual({
      collection: 'leads',
      ids: [lead.id],
      filter: { id: { equals: lead.id } },
      count: 1,
      matching: 1,
    })
  })

  it('names the changed event of a tampered row, and one re-hashed without the key', async () => {
    const { payload } = site
    const agent = await staffSession(payload, 'agent')
    await payload.find({
      collection: 'leads',
      limit: 1,
      depth: 0,
      overrideAccess: false,
      user: agent,
    })
    const { problem, events } = await verifiedChain()
    expect(problem).toBeNull()
    expect(events.length).toBeGreaterThanOrEqual(3)

    // Someone with the database changes an event's address: the check stops at that event.
    const victim = events.at(-3)!
    await runSql(site.databaseUrl, 'UPDATE audit_events SET ip = ? WHERE id = ?', [
      '10.0.0.1',
      victim.id,
    ])
    try {
      const tampered = await verifiedChain()
      expect(tampered.problem).toBe(
        `event #${victim.id} (seq ${victim.seq}) was changed after it was written`,
      )
      expect(tampered.events).toHaveLength(victim.seq - 1)
    } finally {
      await runSql(site.databaseUrl, 'UPDATE audit_events SET ip = ? WHERE id = ?', [
        victim.ip,
        victim.id,
      ])
    }

    // The last event's details changed and re-hashed as an unkeyed chain would allow: refused.
    const last = events.at(-1)!
    expect(last.user).toBe(agent.email)
    const forged = { ...last.details, ids: [] }
    await runSql(site.databaseUrl, 'UPDATE audit_events SET details = ?, hash = ? WHERE id = ?', [
      JSON.stringify(forged),
      eventHash({ ...last, details: forged }),
      last.id,
    ])
    try {
      const rehashed = await verifiedChain()
      expect(rehashed.problem).toBe(
        `event #${last.id} (seq ${last.seq}) was changed after it was written ` +
          '(its hash recomputed without the key)',
      )
    } finally {
      await runSql(site.databaseUrl, 'UPDATE audit_events SET details = ?, hash = ? WHERE id = ?', [
        JSON.stringify(last.details),
        last.hash,
        last.id,
      ])
    }
    expect((await verifiedChain()).problem).toBeNull()
  })
})
