import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { anonymizeLead, removeLeads } from '@/features/leads/pipeline/lead-erasure'
import { isOptedOut, numberHash } from '@/features/texting'
import {
  adminSession,
  inboundText,
  rowsOf,
  staffSession,
  storedLead,
  followUpIn3Hours,
} from '../support/in-process/lead-fixtures'
import { inProcessPayload } from '../support/in-process/payload'
import { runSql } from '../support/sql'

// Erasing a person (lead-erasure.ts): their leads deleted with every row that names them, or a
// lead anonymized for the counts, each in one unit on both adapters. Not covered here, issue 50:
// a lead with questionnaire answers, an engagement or a payment cannot be erased yet.
const site = inProcessPayload()
const refused = { status: 403 }
const e164 = (phone: string) => `+1${phone}`

const leadOrNull = (payload: Payload, id: number) =>
  payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true, disableErrors: true })

async function count(statement: string, args: unknown[]) {
  const rows = await runSql(site.databaseUrl, statement, args)
  return Number(rows[0].n)
}

/**
 * A lead with something of each kind that names it: history (a note and a follow-up), a pending
 * outbox row (the follow-up's timer), an inbound text, a booked call and an opt-out of its number.
 */
async function leadWithRecords(payload: Payload, words: string) {
  const admin = await adminSession(payload)
  const lead = await storedLead(payload, { nombre: 'Berta Borrar' })
  await followUpIn3Hours(payload, { lead: lead.id, admin, note: `Berta dijo: ${words}` })
  await inboundText(site.databaseUrl, { lead: lead.id, phone: e164(lead.phone), body: words })
  const start = new Date(Date.now() + 2 * 24 * 60 * 60_000)
  start.setUTCMinutes(0, 0, 0)
  await payload.create({
    collection: 'bookings',
    data: {
      lead: lead.id,
      agent: admin.id,
      start: start.toISOString(),
      end: new Date(start.getTime() + 30 * 60_000).toISOString(),
      status: 'booked',
      timeZone: 'America/New_York',
      locale: 'es',
      slotKey: `${admin.id}-${start.toISOString()}-${lead.id}`,
    },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'sms-opt-outs',
    data: { phone: e164(lead.phone), action: 'opt-out', via: 'reply', message: words },
    overrideAccess: true,
  })
  expect(await rowsOf(payload, 'lead-texts', lead.id)).toHaveLength(1)
  expect(await rowsOf(payload, 'bookings', lead.id)).toHaveLength(1)
  expect((await rowsOf(payload, 'lead-deliveries', lead.id)).length).toBeGreaterThan(0)
  expect(await historyRows(lead.id)).toBeGreaterThan(0)
  return lead
}

const historyRows = (id: number) =>
  count('SELECT count(*) AS n FROM leads_history WHERE _parent_id = ?', [id])

async function consentRows(phone: string) {
  const { docs } = await site.payload.find({
    collection: 'sms-opt-outs',
    where: { phone: { in: [e164(phone), numberHash(e164(phone))] } },
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

describe('deleting leads (removeLeads)', () => {
  it('removes the leads with their texts, outbox rows, bookings and history; keeps others’ rows', async () => {
    const { payload } = site
    const erased = await leadWithRecords(payload, 'vivo en la calle Pino 4')
    const kept = await leadWithRecords(payload, 'vivo en la calle Roble 9')
    // Another lead pointing at the erased one keeps its own record, without the pointer.
    const duplicate = await storedLead(payload, { duplicateOf: erased.id })

    const result = await removeLeads(payload, [erased.id])
    expect(result).toEqual({ leads: [erased.id], texts: 1, bookings: 1 })

    expect(await leadOrNull(payload, erased.id)).toBeNull()
    expect(await rowsOf(payload, 'lead-texts', erased.id)).toHaveLength(0)
    expect(await rowsOf(payload, 'lead-deliveries', erased.id)).toHaveLength(0)
    expect(await rowsOf(payload, 'bookings', erased.id)).toHaveLength(0)
    expect(await historyRows(erased.id)).toBe(0)
    expect(
      await count('SELECT count(*) AS n FROM lead_texts WHERE body = ?', [
        'vivo en la calle Pino 4',
      ]),
    ).toBe(0)

    expect(await leadOrNull(payload, duplicate.id)).toMatchObject({ duplicateOf: null })
    expect(await leadOrNull(payload, kept.id)).toMatchObject({ nombre: 'Berta Borrar' })
    expect(await rowsOf(payload, 'lead-texts', kept.id)).toHaveLength(1)
    expect(await rowsOf(payload, 'bookings', kept.id)).toHaveLength(1)
    expect((await rowsOf(payload, 'lead-deliveries', kept.id)).length).toBeGreaterThan(0)
    expect(await historyRows(kept.id)).toBeGreaterThan(0)
  })

  it('keeps the number’s consent rows with only its hash, and the opt-out still stops texts', async () => {
    const { payload } = site
    const lead = await leadWithRecords(payload, 'no me escriban más')
    await removeLeads(payload, [lead.id])
    const rows = await consentRows(lead.phone)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      phone: numberHash(e164(lead.phone)),
      action: 'opt-out',
      via: 'reply',
    })
    expect(rows[0].message ?? null).toBeNull()
    expect(await isOptedOut(payload, e164(lead.phone))).toBe(true)
  })

  it('removes several leads at once and does nothing for none', async () => {
    const { payload } = site
    const a = await leadWithRecords(payload, 'uno')
    const b = await leadWithRecords(payload, 'dos')
    const result = await removeLeads(payload, [a.id, b.id])
    expect(result.leads.sort()).toEqual([a.id, b.id].sort())
    expect(result).toMatchObject({ texts: 2, bookings: 2 })
    expect(await removeLeads(payload, [])).toEqual({ leads: [], texts: 0, bookings: 0 })
  })
})

describe('deleting one lead through Payload (an admin’s delete)', () => {
  it('takes its texts, outbox rows and bookings with it; agents may not delete', async () => {
    const { payload } = site
    const lead = await leadWithRecords(payload, 'borrar por el admin')
    const agent = await staffSession(payload, 'agent')
    await expect(
      payload.delete({ collection: 'leads', id: lead.id, overrideAccess: false, user: agent }),
    ).rejects.toMatchObject(refused)
    expect(await rowsOf(payload, 'bookings', lead.id)).toHaveLength(1)

    const admin = await adminSession(payload)
    await payload.delete({ collection: 'leads', id: lead.id, overrideAccess: false, user: admin })
    expect(await leadOrNull(payload, lead.id)).toBeNull()
    expect(await rowsOf(payload, 'lead-texts', lead.id)).toHaveLength(0)
    expect(await rowsOf(payload, 'lead-deliveries', lead.id)).toHaveLength(0)
    expect(await rowsOf(payload, 'bookings', lead.id)).toHaveLength(0)
    expect(await historyRows(lead.id)).toBe(0)
  })
})

describe('anonymizing a lead (anonymizeLead)', () => {
  it('clears what names the person in the lead, its history, texts, outbox rows and consent rows', async () => {
    const { payload } = site
    const lead = await leadWithRecords(payload, 'mi hermano Tomás')
    await payload.update({
      collection: 'leads',
      id: lead.id,
      data: { status: 'not-qualified' },
      overrideAccess: true,
    })
    await anonymizeLead(payload, lead.id)

    const after = await leadOrNull(payload, lead.id)
    expect(after).toMatchObject({
      nombre: 'anonymized',
      phone: 'anonymized',
      status: 'not-qualified',
    })
    expect(after?.email ?? null).toBeNull()
    expect(after?.mensaje ?? null).toBeNull()
    expect(after?.phoneDigits ?? null).toBeNull()
    expect(JSON.stringify(after)).not.toContain('Tomás')
    // The history keeps its entries (for the counts) but not what staff wrote of the person.
    const history = after?.history ?? []
    expect(history.find((entry) => entry.action === 'note')?.detail).toBe('anonymized')
    expect(history.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['note', 'status', 'follow-up']),
    )

    const texts = await rowsOf(payload, 'lead-texts', lead.id)
    expect(texts).toHaveLength(1)
    expect(texts[0]).toMatchObject({ body: 'anonymized', direction: 'in', kind: 'inbound' })
    expect(texts[0].phone ?? null).toBeNull()
    const deliveries = await rowsOf(payload, 'lead-deliveries', lead.id)
    expect(deliveries.length).toBeGreaterThan(0)
    for (const delivery of deliveries) {
      expect(delivery.status).not.toBe('pending')
      expect(delivery.target ?? null).toBeNull()
      expect(delivery.data ?? null).toBeNull()
    }
    expect(deliveries.map((delivery) => delivery.status)).toContain('skipped')
    // Booked calls stay (the lead stays), and the consent rows keep only the number's hash.
    expect(await rowsOf(payload, 'bookings', lead.id)).toHaveLength(1)
    const consent = await consentRows(lead.phone)
    expect(consent.map((row) => row.phone)).toEqual([numberHash(e164(lead.phone))])
    expect(consent[0].message ?? null).toBeNull()
  })
})
