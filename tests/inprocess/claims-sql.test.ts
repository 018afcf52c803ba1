import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { bookableDays, freeSlots } from '@/features/booking/availability'
import { bookCall, type BookOutcome } from '@/features/booking/book'
import { claimOnce, releaseClaim } from '@/lib/payload/claim-once'
import { storedLead } from '../support/in-process/lead-fixtures'
import { inProcessPayload } from '../support/in-process/payload'
import { runSql } from '../support/sql'

// What the database decides for work that must happen once, on both adapters: claim-once.ts's
// insert that the key's UNIQUE index lets win once however many race (a lead's bookings one at a
// time, a day's backup, a Stripe event), the booking's insert refused for an agent's time
// already held, and readiness's read of the applied migrations through the adapter
// (readiness.ts). Replaces the PostgreSQL runs of tests/integration/booking.test.ts ("gives the
// last free agent at one time to one of two visitors on two instances") and health.test.ts
// ("/readyz answers 503 naming a migration of the build the database has not applied"); both
// keep running on SQLite over HTTP. The reminders' once-only send is the outbox claim,
// proven on both adapters by outbox-claims.test.ts.
const site = inProcessPayload()

const bookedOf = (outcome: BookOutcome) => ('booking' in outcome ? outcome.booking : null)
const refusalOf = (outcome: BookOutcome) => ('refused' in outcome ? outcome.refused : null)

/** The free calls from now on, as the picker offers them (the template's first admin alone). */
async function freeStarts() {
  const slots = await freeSlots(site.payload, bookableDays, new Date())
  expect(slots.length).toBeGreaterThan(10)
  expect(slots.every((slot) => slot.agents.length === 1)).toBe(true)
  return slots.map((slot) => slot.start)
}

const booking = (leadId: number, start: Date) =>
  bookCall(site.payload, { leadId, start, timeZone: 'America/Chicago', locale: 'es' })

describe('claim once', () => {
  it('of eight claimers of one key at once exactly one wins; later claims are refused until it is given back', async () => {
    const { payload } = site
    const key = `test-claim:${randomUUID()}`
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimOnce(payload, key)))
    expect(claims.filter(Boolean)).toHaveLength(1)
    expect(await claimOnce(payload, key)).toBe(false)
    const rows = await runSql(site.databaseUrl, 'SELECT key FROM payload_kv WHERE key = ?', [key])
    expect(rows).toHaveLength(1)
    // Another key is its own claim.
    expect(await claimOnce(payload, `${key}:other`)).toBe(true)

    // Given back (the work it guarded failed): the next claim wins, and only that one.
    await releaseClaim(payload, key)
    expect(
      await runSql(site.databaseUrl, 'SELECT key FROM payload_kv WHERE key = ?', [key]),
    ).toEqual([])
    expect(await claimOnce(payload, key)).toBe(true)
    expect(await claimOnce(payload, key)).toBe(false)
  })

  it('gives the last free agent at one time to one of two visitors booking at once', async () => {
    const [first, second] = [await storedLead(site.payload), await storedLead(site.payload)]
    const start = (await freeStarts())[3]
    const outcomes = await Promise.all([booking(first.id, start), booking(second.id, start)])
    const booked = outcomes.map(bookedOf).filter((call) => call !== null)
    expect(booked).toHaveLength(1)
    expect(new Date(booked[0].start).getTime()).toBe(start.getTime())
    expect(outcomes.map(refusalOf).filter(Boolean)).toEqual(['taken'])
    const rows = await runSql(
      site.databaseUrl,
      "SELECT lead_id FROM bookings WHERE start = ? AND status = 'booked'",
      [start.toISOString()],
    )
    const winner = booked[0].lead
    expect(rows.map((row) => Number(row.lead_id))).toEqual([
      typeof winner === 'object' ? winner.id : winner,
    ])
    expect(await freeStarts()).not.toContainEqual(start)
  })

  it('books one call for a lead that asks for two times at once', async () => {
    const lead = await storedLead(site.payload)
    const starts = await freeStarts()
    const outcomes = await Promise.all([booking(lead.id, starts[5]), booking(lead.id, starts[6])])
    expect(outcomes.map(bookedOf).filter((call) => call !== null)).toHaveLength(1)
    expect(outcomes.map(refusalOf).filter(Boolean)).toEqual(['already-booked'])
    const rows = await runSql(
      site.databaseUrl,
      "SELECT id FROM bookings WHERE lead_id = ? AND status = 'booked'",
      [lead.id],
    )
    expect(rows).toHaveLength(1)
    // The lead's claim was given back after each booking.
    expect(
      await runSql(site.databaseUrl, 'SELECT key FROM payload_kv WHERE key = ?', [
        `booking-lead:${lead.id}`,
      ]),
    ).toEqual([])
  })
})

describe('readiness', () => {
  it('is ready on the migrated database and names a migration whose row is gone', async () => {
    // Imported once this file's Payload is open: readiness asks the process's one instance.
    const { readiness } = await import('@/lib/operations/readiness')
    expect(await readiness()).toEqual({ ready: true })

    const [newest] = await runSql(
      site.databaseUrl,
      'SELECT id, name, batch, updated_at, created_at FROM payload_migrations ORDER BY id DESC LIMIT 1',
    )
    await runSql(site.databaseUrl, 'DELETE FROM payload_migrations WHERE id = ?', [newest.id])
    try {
      expect(await readiness()).toEqual({
        ready: false,
        reason: `1 migration(s) not applied: ${newest.name}`,
      })
    } finally {
      await runSql(
        site.databaseUrl,
        'INSERT INTO payload_migrations (id, name, batch, updated_at, created_at) VALUES (?, ?, ?, ?, ?)',
        [newest.id, newest.name, newest.batch, newest.updated_at, newest.created_at],
      )
    }
    expect(await readiness()).toEqual({ ready: true })
  })
})
