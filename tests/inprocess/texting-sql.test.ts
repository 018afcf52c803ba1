import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { Lead } from '@/payload-types'
import { isOptedOut, numberHash, recordConsentChange } from '@/features/texting'
import { twilioSignature } from '@/features/texting/twilio'
import { handleWebOptOut } from '@/features/texting/web-opt-out'
import { processOutbox } from '@/features/leads/delivery/outbox'
import { handleInboundSms } from '@/features/leads/messaging/inbound'
import { assignmentWork } from '@/features/leads/messaging/assignment'
import { byRotation } from '@/features/leads/messaging/rotation'
import {
  hasUnreadText,
  markClientText,
  markTextsSeen,
} from '@/features/leads/messaging/unread-texts'
import { scheduleOf } from '@/features/schedule'
import { rowsOf, storedLead } from '../support/in-process/lead-fixtures'
import { deliveryRow, inProcessWithTwilio, queuedTextRow } from '../support/in-process/twilio-site'
import { waitFor } from '../support/sinks'
import { runSql } from '../support/sql'

// What the texting feature's own SQL decides, on both adapters: a sent text stored in the same
// write as its outbox row's outcome (text-record.ts through the outbox), the opt-out state read
// as the number's latest consent row and changed only when it changes (opt-out-state.ts, through
// the inbound webhook's handler), the client's unread text per lead (unread-texts.ts) and the
// agents' rotation (rotation.ts). It replaces the PostgreSQL runs of the HTTP files
// visitor-texts, sms-revocation and agent-conversation, which keep running on SQLite. Texts go
// to a fake Twilio; Twilio's webhook is called in-process with a request signed as Twilio signs.
const publicOrigin = 'http://localhost:3000'
const { site, twilio } = inProcessWithTwilio({ SITE_URL: publicOrigin })

const isSqlite = () => site.databaseUrl.startsWith('file:')
const e164 = (phone: string) => `+1${phone}`

let sidCount = 0
/** A fresh Twilio message id, as Twilio gives each inbound text its own. */
const nextSid = () => `SMtexting${String(++sidCount).padStart(24, '0')}`

/** An inbound SMS from `from` to the firm's number, handled as the webhook's route handles it. */
async function inbound(from: string, body: string, sid = nextSid()) {
  const url = `${publicOrigin}/api/sms/inbound`
  const fields = {
    MessageSid: sid,
    AccountSid: twilio.accountSid,
    From: from,
    To: '+12025550000',
    Body: body,
    NumMedia: '0',
  }
  const request = new Request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(twilio.authToken, url, fields),
    },
    body: new URLSearchParams(fields),
  })
  const answer = await handleInboundSms(site.payload, request)
  expect(answer.status).toBe(200)
  return sid
}

/** The number's consent rows, oldest first. */
async function consentRows(phone: string) {
  const { docs } = await site.payload.find({
    collection: 'sms-opt-outs',
    where: { phone: { in: [phone, numberHash(phone)] } },
    sort: 'id',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs
}

const deliveryOf = (id: number) => deliveryRow(site.payload, id)

/** A text to `to` queued in the outbox as the app queues one, due now; its row. */
const queuedText = (lead: number, to: string, body: string) =>
  queuedTextRow(site.payload, lead, to, { kind: 'auto-reply', body })

/** Runs the outbox's pass until the row is settled (its send ends after the pass). */
function outboxUntilSettled(id: number) {
  return waitFor(async () => {
    await processOutbox(site.payload)
    const row = await deliveryOf(id)
    return row.status !== 'pending' ? row : undefined
  })
}

/**
 * Runs the outbox's pass until every row of the lead is settled: the webhook's answers are sent
 * by runs it kicks, and a row behind another to the same number waits for the next run (the
 * server's poll; no poll runs here).
 */
function leadSettled(lead: number) {
  return waitFor(async () => {
    await processOutbox(site.payload)
    const rows = await rowsOf(site.payload, 'lead-deliveries', lead)
    return rows.every((row) => row.status !== 'pending') ? rows : undefined
  })
}

const textsWith = async (where: Record<string, { equals: unknown }>) =>
  (
    await site.payload.find({
      collection: 'lead-texts',
      where,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
  ).docs

describe('a sent text and its outbox row (text-record.ts, in the outbox’s one write)', () => {
  it('stores the text the outbox sent with the delivery’s outcome, on the kept lead after a merge', async () => {
    const lead = await storedLead(site.payload, { phone: '2025550851' })
    const to = e164(lead.phone)
    const row = await queuedText(lead.id, to, 'Gracias por escribirnos')
    const settled = await outboxUntilSettled(row.id)
    const sms = twilio.messages.find((message) => message.body === 'Gracias por escribirnos')
    expect(sms?.to).toBe(to)
    expect(settled).toMatchObject({ status: 'delivered', attempts: 1, result: sms!.sid })
    const stored = await textsWith({ providerId: { equals: sms!.sid } })
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      lead: lead.id,
      direction: 'out',
      channel: 'sms',
      phone: to,
      body: 'Gracias por escribirnos',
      kind: 'auto-reply',
      status: 'queued',
    })

    // A duplicate folded into the lead after its text was queued: the text lands on the kept lead.
    const duplicate = await storedLead(site.payload, { phone: lead.phone })
    const late = await queuedText(duplicate.id, to, 'Respuesta tras la fusión')
    await runSql(site.databaseUrl, 'UPDATE leads SET merged_into_id = ? WHERE id = ?', [
      lead.id,
      duplicate.id,
    ])
    expect(await outboxUntilSettled(late.id)).toMatchObject({ status: 'delivered' })
    const moved = await textsWith({ body: { equals: 'Respuesta tras la fusión' } })
    expect(moved.map((text) => text.lead)).toEqual([lead.id])
  })

  it('records the send’s outcome alone when its text cannot be stored: sent once, not again', async () => {
    const lead = await storedLead(site.payload, { phone: '2025550852' })
    const body = 'Este texto no se guarda'
    const row = await queuedText(lead.id, e164(lead.phone), body)
    // The database refuses that text's row: the write of the outcome with it fails whole (on
    // PostgreSQL its transaction is aborted), and the outcome must still be written on its own.
    const statements = isSqlite()
      ? [
          `CREATE TRIGGER texting_sql_refuse BEFORE INSERT ON lead_texts WHEN NEW.body = '${body}'
           BEGIN SELECT RAISE(ABORT, 'text refused by the test'); END`,
        ]
      : [
          `CREATE FUNCTION texting_sql_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN RAISE EXCEPTION 'text refused by the test'; END $$`,
          `CREATE TRIGGER texting_sql_refuse BEFORE INSERT ON lead_texts FOR EACH ROW
           WHEN (NEW.body = '${body}') EXECUTE FUNCTION texting_sql_refuse()`,
        ]
    for (const statement of statements) await runSql(site.databaseUrl, statement)

    const settled = await outboxUntilSettled(row.id)
    expect(settled).toMatchObject({ status: 'delivered', attempts: 1 })
    expect(await textsWith({ body: { equals: body } })).toHaveLength(0)
    // Recorded as sent: a later run does not send it again for want of its record.
    await processOutbox(site.payload)
    expect(await deliveryOf(row.id)).toMatchObject({ status: 'delivered', attempts: 1 })
    expect(twilio.messages.filter((message) => message.body === body)).toHaveLength(1)
  })
})

describe('the opt-out state (opt-out-state.ts, through the inbound webhook)', () => {
  it('STOP, START and STOP again: each change recorded once, the latest read back; repeats and replays change nothing', async () => {
    const lead = await storedLead(site.payload, { phone: '2025550831' })
    const phone = e164(lead.phone)
    const changes = async () =>
      (await consentRows(phone)).map((row) => [row.action, row.via, row.keyword])

    /** The confirmations sent to the number, oldest first, once the outbox settled them. */
    const confirmations = async () =>
      (await leadSettled(lead.id))
        .sort((x, y) => x.id - y.id)
        .map((row) => [(row.data as { kind?: string }).kind, row.status])

    expect(await isOptedOut(site.payload, phone)).toBe(false)
    await inbound(phone, '  stop ')
    expect(await isOptedOut(site.payload, phone)).toBe(true)
    await inbound(phone, 'STOP')
    expect(await changes()).toEqual([['opt-out', 'keyword', 'STOP']])
    // One confirmation, sent although the number opted out: it is the answer to that.
    expect(await confirmations()).toEqual([['opt-out', 'delivered']])

    const startSid = await inbound(phone, 'Start')
    expect(await isOptedOut(site.payload, phone)).toBe(false)
    await inbound(phone, 'START')
    expect(await changes()).toEqual([
      ['opt-out', 'keyword', 'STOP'],
      ['opt-in', 'keyword', 'START'],
    ])
    expect(await confirmations()).toEqual([
      ['opt-out', 'delivered'],
      ['opt-in', 'delivered'],
    ])

    await inbound(phone, 'Please stop texting me')
    expect(await isOptedOut(site.payload, phone)).toBe(true)
    // The START above posted again (Twilio's retry, or a replay): the later STOP holds.
    await inbound(phone, 'Start', startSid)
    expect(await isOptedOut(site.payload, phone)).toBe(true)
    expect(await changes()).toEqual([
      ['opt-out', 'keyword', 'STOP'],
      ['opt-in', 'keyword', 'START'],
      ['opt-out', 'reply', 'STOP TEXTING'],
    ])
    expect(await confirmations()).toEqual([
      ['opt-out', 'delivered'],
      ['opt-in', 'delivered'],
      ['opt-out', 'delivered'],
    ])
    expect(twilio.messages.filter((message) => message.to === phone)).toHaveLength(3)
    // Each message stored once on the lead, the replay not again.
    const received = await textsWith({ phone: { equals: phone }, direction: { equals: 'in' } })
    expect(received.map((text) => text.body).sort()).toEqual(
      ['  stop ', 'Please stop texting me', 'START', 'STOP', 'Start'].sort(),
    )
  })

  it('reads the latest change of the number or of its hash; the web form opts out once', async () => {
    const phone = e164('2025550841')
    const other = e164('2025550842')
    // An erased person's opt-out keeps only the number's hash, and still holds.
    await recordConsentChange(site.payload, {
      phone: numberHash(phone),
      action: 'opt-out',
      via: 'reply',
    })
    expect(await isOptedOut(site.payload, phone)).toBe(true)
    await recordConsentChange(site.payload, { phone, action: 'opt-in', via: 'keyword' })
    expect(await isOptedOut(site.payload, phone)).toBe(false)
    await recordConsentChange(site.payload, { phone: other, action: 'opt-out', via: 'keyword' })
    expect(await isOptedOut(site.payload, phone)).toBe(false)
    expect(await isOptedOut(site.payload, other)).toBe(true)

    const webForm = () =>
      handleWebOptOut(
        site.payload,
        new Request(`${publicOrigin}/api/sms/unsubscribe`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'sec-fetch-site': 'same-origin',
          },
          body: new URLSearchParams({ phone: '(202) 555-0841', locale: 'en' }),
        }),
      )
    expect((await webForm()).headers.get('location')).toBe('/en/sms-unsubscribe/done')
    expect(await isOptedOut(site.payload, phone)).toBe(true)
    expect((await webForm()).headers.get('location')).toBe('/en/sms-unsubscribe/done')
    expect((await consentRows(phone)).map((row) => [row.action, row.via])).toEqual([
      ['opt-out', 'reply'],
      ['opt-in', 'keyword'],
      ['opt-out', 'web-form'],
    ])
    expect(await isOptedOut(site.payload, other)).toBe(true)
  })
})

describe('the client’s unread text, per lead (unread-texts.ts)', () => {
  it('marks only the lead written to, not for a keyword, until its page shows the texts', async () => {
    const first = await storedLead(site.payload, { phone: '2025550821' })
    const second = await storedLead(site.payload, { phone: '2025550822' })
    const ids = [first.id, second.id]
    const read = async (id: number) =>
      (await site.payload.findByID({ collection: 'leads', id, depth: 0 })) as Lead
    const unread = async () => {
      const { docs } = await site.payload.find({
        collection: 'leads',
        where: { id: { in: ids } },
        sort: 'id',
        depth: 0,
        pagination: false,
      })
      return docs.filter(hasUnreadText).map((lead) => lead.id)
    }
    /** What the lead's page does when it shows the conversation (LeadTexts). */
    const pageShows = async (id: number) => {
      const lead = await read(id)
      if (hasUnreadText(lead)) await markTextsSeen(site.payload, lead.id, new Date())
    }

    await inbound(e164(second.phone), 'HELP')
    expect(await unread()).toEqual([])
    expect((await read(second.id)).clientTextAt ?? null).toBeNull()
    await inbound(e164(first.phone), '¿Ya revisaron mi caso?')
    expect(await unread()).toEqual([first.id])
    await inbound(e164(second.phone), 'Tengo otra pregunta')
    expect(await unread()).toEqual(ids)

    await pageShows(first.id)
    expect(await unread()).toEqual([second.id])
    const seen = await read(first.id)
    expect(Date.parse(seen.clientTextSeenAt!)).toBeGreaterThanOrEqual(
      Date.parse(seen.clientTextAt!),
    )
    expect((await read(second.id)).clientTextSeenAt ?? null).toBeNull()

    // The marks are the times given, read back as written; a page shown before a text is no read.
    const later = new Date(Date.now() + 60_000)
    await markClientText(site.payload, first.id, later)
    expect((await read(first.id)).clientTextAt).toBe(later.toISOString())
    expect(await unread()).toEqual(ids)
    await markTextsSeen(site.payload, first.id, new Date(later.getTime() - 1))
    expect(await unread()).toEqual(ids)
    await markTextsSeen(site.payload, first.id, later)
    expect((await read(first.id)).clientTextSeenAt).toBe(later.toISOString())
    expect(await unread()).toEqual([second.id])
    // HELP's answer sent before the file's Payload closes.
    expect((await leadSettled(second.id)).map((row) => row.status)).toEqual(['delivered'])
  })
})

/**
 * A new agent account's id, written straight to its tables: through Payload, the password check
 * (zxcvbn) takes about a second an account on a busy machine, and the rotation reads no more
 * of an account than its id.
 */
async function anAgent(name: string) {
  const [account] = await runSql(
    site.databaseUrl,
    'INSERT INTO users (name, email) VALUES (?, ?) RETURNING id',
    [name, `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@firm.test`],
  )
  const id = Number(account.id)
  await runSql(
    site.databaseUrl,
    'INSERT INTO users_roles ("order", parent_id, value) VALUES (1, ?, ?)',
    [id, 'agent'],
  )
  return id
}

describe('the rotation between agents (rotation.ts)', () => {
  it('orders by fewest open leads, then longest idle, then lowest id; a new lead goes to the first', async () => {
    const made: number[] = []
    for (const name of ['Ana', 'Beto', 'Carla', 'Dora', 'Eva', 'Fede'])
      made.push(await anAgent(name))
    // Made in that order: ids rise from a to f.
    const [a, b, c, d, e, f] = made
    const now = Date.parse('2026-03-04T17:00:00.000Z')
    const ago = (ms: number) => new Date(now - ms).toISOString()
    const minute = 60_000
    const day = 24 * 60 * minute
    const leadsOf: [number, Lead['status'], string][] = [
      // a: two open leads (new and contacted).
      [a, 'new', ago(60 * minute)],
      [a, 'contacted', ago(120 * minute)],
      // b: one open lead long ago, and closed ones a minute ago (idle since the newest).
      [b, 'new', ago(30 * day)],
      [b, 'not-qualified', ago(minute)],
      [b, 'qualified', ago(2 * minute)],
      // d: one open lead ten days ago.
      [d, 'contacted', ago(10 * day)],
      // e and f: no open lead, their last one at the same time; c: never given one.
      [e, 'qualified', ago(5 * day)],
      [f, 'spam', ago(5 * day)],
    ]
    for (const [assignedTo, status, receivedAt] of leadsOf) {
      await storedLead(site.payload, { assignedTo, status, receivedAt })
    }

    expect(await byRotation(site.payload, [a, f, b, c, e, d])).toEqual([c, e, f, d, b, a])

    // The intake asks it for the agents on duty: the first takes the lead.
    const allWeek = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
    const schedule = scheduleOf({
      timeZone: 'America/New_York',
      hours: allWeek.map((weekday) => ({ day: weekday, opens: '00:00', closes: '23:59' })),
      shifts: [a, b, c].map((agent) => ({
        agent,
        days: [...allWeek],
        from: '00:00',
        to: '23:59',
      })),
    })
    const first = await assignmentWork(site.payload, { spam: false }, new Date(now), schedule)
    expect(first.assignedTo).toBe(c)
    expect(first.history[0]?.detail).toBe('Carla (rotation)')
    // c now has an open lead, newer than b's: b is next, then c, then a.
    await storedLead(site.payload, { assignedTo: c, status: 'new', receivedAt: ago(0) })
    expect(await byRotation(site.payload, [a, b, c])).toEqual([b, c, a])
    const next = await assignmentWork(site.payload, { spam: false }, new Date(now), schedule)
    expect(next.assignedTo).toBe(b)
  })
})
