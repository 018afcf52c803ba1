import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openAroundTheClock } from '../support/booking-hours'
import { freshDatabase } from '../support/database'
import { FakeTwilio } from '../support/fake-twilio'
import { firstStaffToken, Staff, Visitor } from '../support/http'
import { waitFor } from '../support/sinks'
import { startServer, type RunningServer } from '../support/server'
import { runSql as runSqlOnce } from '../support/sql'
import { cms, staffAccount } from '../support/staff-accounts'

// Issue 33, items 4, 5, 7 and 8 (bookings): a booked lead forgotten or deleted, retention with a
// booked spam lead, what anonymization leaves, lead ids and tokens, bookings per lead and phone.
// Each test makes the request the issue made against main and asserts it now fails or works.
const twilio = new FakeTwilio()
let server: RunningServer
let databaseUrl: string
let staff: Staff
let admin: { auth: { authorization: string } }
const day = 24 * 60 * 60_000
const isSqlite = () => databaseUrl.startsWith('file:')

/**
 * A statement on the database, retried while SQLite is busy: the server's outbox worker writes
 * while the tests do (the test's connection has no busy timeout of its own).
 */
async function runSql(databaseUrl: string, statement: string, args: unknown[] = []) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await runSqlOnce(databaseUrl, statement, args)
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY' || attempt >= 50) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

let counter = 0
const newPhone = () => `3056${String(Date.now()).slice(-4)}${String(++counter).padStart(2, '0')}`

type Sent = { visitor: Visitor; token: string; id: number; phone: string }

/** A visitor sends the contact form: their session, the answer's booking token, the lead's id. */
async function sendLead(fields: Record<string, string> = {}): Promise<Sent> {
  const visitor = new Visitor(server.url)
  const phone = fields.phone ?? newPhone()
  const response = await visitor.post('/api/prospecto/agregar', {
    nombre: 'Lucía Ciclo',
    phone,
    email: `lucia${Date.now()}${++counter}@example.com`,
    mensaje: 'Mi esposo está en Honduras',
    checkbox: '1',
    seccion: 'Contacto Español',
    ...fields,
  })
  const body = await response.json()
  expect(body).toMatchObject({ status: 'success', booking: expect.any(String) })
  const { docs } = await staff.find('leads', { phone })
  const id = Math.max(...docs.map((doc) => Number(doc.id)))
  return { visitor, token: body.booking, id, phone }
}

async function freeSlots() {
  const response = await fetch(`${server.url}/api/booking/slots?tz=America/New_York&days=7`)
  expect(response.status).toBe(200)
  return ((await response.json()).slots as { start: string }[]).map((slot) => slot.start)
}

const book = (lead: { visitor: Visitor; token: string }, start: string, extra = {}) =>
  lead.visitor.post('/api/booking', { token: lead.token, start, ...extra }, 'json')

async function bookedCall(lead: Sent, start: string) {
  const response = await book(lead, start)
  expect(response.status).toBe(201)
  return (await response.json()).booking as { id: number; manageUrl: string }
}

const count = async (statement: string, args: unknown[]) =>
  Number((await runSql(databaseUrl, statement, args))[0].n)

/** A number's opt-out by text, as the consent record holds it. */
const optOut = (e164: string) =>
  runSql(
    databaseUrl,
    "INSERT INTO sms_opt_outs (phone, action, via, keyword, updated_at, created_at) VALUES (?, 'opt-out', 'keyword', 'STOP', ?, ?)",
    [e164, new Date().toISOString(), new Date().toISOString()],
  )

/** The number is gone from the consent record; its opt-out is kept under a keyed hash. */
async function expectOnlyHashedOptOut(phone: string) {
  const rows = await runSql(databaseUrl, 'SELECT phone FROM sms_opt_outs WHERE phone LIKE ?', [
    `%${phone}%`,
  ])
  expect(rows).toEqual([])
  const hashed = await runSql(
    databaseUrl,
    "SELECT phone, action FROM sms_opt_outs WHERE phone LIKE 'hmac:%' ORDER BY id DESC LIMIT 1",
  )
  expect(hashed[0]).toMatchObject({
    action: 'opt-out',
    phone: expect.stringMatching(/^hmac:[0-9a-f]{64}$/),
  })
}

async function leadStatus(id: number) {
  return (await cms(server.url, admin, `/leads/${id}?depth=0`)).status
}

/** The next id the database gives a table set back to `next` (an id that came back). */
async function giveIdAgain(table: string, next: number) {
  if (isSqlite()) {
    await runSql(databaseUrl, 'UPDATE sqlite_sequence SET seq = ? WHERE name = ?', [
      next - 1,
      table,
    ])
  } else {
    await runSql(databaseUrl, `SELECT setval(pg_get_serial_sequence('${table}', 'id'), ?, true)`, [
      next - 1,
    ])
  }
}

beforeAll(async () => {
  await twilio.start()
  databaseUrl = await freshDatabase('lead-lifecycle')
  server = await startServer({
    DATABASE_URL: databaseUrl,
    ...twilio.env(),
    SITE_URL: 'http://localhost:3000',
    OUTBOX_POLL_MS: '200',
    LEAD_RATE_LIMIT: '1000',
  })
  staff = new Staff(server.url, await firstStaffToken(server.url))
  admin = { auth: { authorization: `JWT ${staff.token}` } }
  const agent = await staffAccount(server.url, staff.token, 'agent')
  await openAroundTheClock(server.url, admin, agent.id)
}, 240_000)

afterAll(async () => {
  await server?.stop()
  await twilio.stop()
})

describe('bookings per lead and per phone (item 8)', () => {
  it('refuses a second slot with one lead’s token (409, the visitor’s language); the same slot answers the call made', async () => {
    const lead = await sendLead()
    const [first, second, third, fourth, fifth] = await freeSlots()
    const call = await bookedCall(lead, first)
    const again = await book(lead, second)
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({
      status: 'error',
      reason: 'booked',
      message: expect.stringContaining('Usted ya tiene una llamada gratuita agendada'),
    })
    const inEnglish = await book(lead, third, { locale: 'en' })
    expect(inEnglish.status).toBe(409)
    expect((await inEnglish.json()).message).toContain('You already have a free call booked')
    // A double click on the same time is not an error: the same call.
    const same = await book(lead, first)
    expect(same.status).toBe(201)
    expect((await same.json()).booking.id).toBe(call.id)
    expect(await count('SELECT count(*) AS n FROM bookings WHERE lead_id = ?', [lead.id])).toBe(1)
    // Posts at once for four times: one call at most (on PostgreSQL two of them could each
    // commit unseen by the other's count before bookings were claimed one at a time per lead).
    const other = await sendLead()
    const raced = await Promise.all(
      [second, third, fourth, fifth].map((start) => book(other, start)),
    )
    expect(raced.filter((response) => response.status === 201).length).toBeLessThanOrEqual(1)
    expect(
      await count("SELECT count(*) AS n FROM bookings WHERE lead_id = ? AND status = 'booked'", [
        other.id,
      ]),
    ).toBe(1)
  })

  it('refuses a third upcoming call for one phone number (429, JSON message; a plain form goes back to the picker)', async () => {
    const phone = newPhone()
    const leads = [await sendLead({ phone }), await sendLead({ phone }), await sendLead({ phone })]
    const slots = await freeSlots()
    await bookedCall(leads[0], slots[10])
    await bookedCall(leads[1], slots[11])
    const third = await book(leads[2], slots[12])
    expect(third.status).toBe(429)
    expect(await third.json()).toMatchObject({
      reason: 'phone-limit',
      message: expect.stringContaining('Este número de teléfono ya tiene el máximo'),
    })
    const plain = await leads[2].visitor.postPlainForm(
      '/api/booking',
      { token: leads[2].token, start: slots[13], locale: 'en' },
      '/en/call',
    )
    expect(plain.status).toBe(303)
    expect(plain.headers.get('location')).toContain('estado=limite')
    expect(
      await count(
        "SELECT count(*) AS n FROM bookings b JOIN leads l ON l.id = b.lead_id WHERE l.phone = ? AND b.status = 'booked'",
        [phone],
      ),
    ).toBe(2)
    // No confirmation text to that number for the refused calls: two, one per call.
    await waitFor(() =>
      twilio.messages.filter((m) => m.to === `+1${phone}` && m.body.includes('agendada')).length >=
      2
        ? true
        : undefined,
    )
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(
      twilio.messages.filter((m) => m.to === `+1${phone}` && m.body.includes('agendada')),
    ).toHaveLength(2)
  }, 60_000)
})

describe('spam and booked leads (item 4)', () => {
  it('gives a honeypot lead no working booking token', async () => {
    const spam = await sendLead({ website: 'http://spam.example' })
    const [start] = await freeSlots()
    const refused = await book(spam, start)
    expect(refused.status).toBe(403)
    expect(await count('SELECT count(*) AS n FROM bookings WHERE lead_id = ?', [spam.id])).toBe(0)
  })

  it('forgets a booked person: 200, the leads, their calls, texts and outbox rows gone in one unit', async () => {
    const lead = await sendLead()
    const [start] = (await freeSlots()).slice(20)
    const call = await bookedCall(lead, start)
    await waitFor(async () =>
      (await count('SELECT count(*) AS n FROM lead_deliveries WHERE target LIKE ?', [
        `%${lead.phone}%`,
      ])) > 0
        ? true
        : undefined,
    )
    // The confirmation text has gone out (its text is on record) before the person is forgotten.
    await waitFor(() =>
      twilio.messages.find((m) => m.to === `+1${lead.phone}` && m.body.includes('agendada')),
    )
    await new Promise((resolve) => setTimeout(resolve, 500))
    // The person had opted out of texts: the record must still stop texts to the number.
    await optOut(`+1${lead.phone}`)
    const forgot = await cms(server.url, admin, `/leads/${lead.id}/forget`, { method: 'POST' })
    expect(forgot.status).toBe(200)
    expect(await forgot.json()).toMatchObject({ leads: [lead.id], bookings: 1 })
    expect(await leadStatus(lead.id)).toBe(404)
    expect(await count('SELECT count(*) AS n FROM bookings WHERE id = ?', [call.id])).toBe(0)
    expect(
      await count('SELECT count(*) AS n FROM lead_deliveries WHERE target LIKE ?', [
        `%${lead.phone}%`,
      ]),
    ).toBe(0)
    expect(
      await count('SELECT count(*) AS n FROM lead_texts WHERE phone LIKE ?', [`%${lead.phone}%`]),
    ).toBe(0)
    // The slot is free again and the manage link answers nothing.
    expect(await freeSlots()).toContain(start)
    expect((await fetch(`${server.url}${new URL(call.manageUrl).pathname}`)).status).toBe(404)
    await expectOnlyHashedOptOut(lead.phone)
    // The same number sends the form again: the opt-out still holds, no text is queued to it.
    const again = await sendLead({ phone: lead.phone })
    const other = await sendLead()
    expect(
      await count(
        "SELECT count(*) AS n FROM lead_deliveries WHERE lead_id = ? AND channel = 'visitor-sms'",
        [other.id],
      ),
      'a number that never opted out gets its text',
    ).toBe(1)
    expect(
      await count(
        "SELECT count(*) AS n FROM lead_deliveries WHERE lead_id = ? AND channel = 'visitor-sms'",
        [again.id],
      ),
    ).toBe(0)
  })

  it('deletes a booked lead through the REST API (DELETE /cms/api/leads/:id → 200)', async () => {
    const lead = await sendLead()
    const call = await bookedCall(lead, (await freeSlots())[21])
    const deleted = await cms(server.url, admin, `/leads/${lead.id}`, { method: 'DELETE' })
    expect(deleted.status).toBe(200)
    expect(await leadStatus(lead.id)).toBe(404)
    expect(await count('SELECT count(*) AS n FROM bookings WHERE id = ?', [call.id])).toBe(0)
  })

  it('runs retention past a booked spam lead; a lead that fails is reported and the run goes on', async () => {
    // A spam lead booked before spam lost its token (rows as main left them).
    const spam = await sendLead({ website: 'http://spam.example' })
    const [, agent] = (await runSql(databaseUrl, 'SELECT id FROM users ORDER BY id', [])).map(
      (row) => Number(row.id),
    )
    const now = new Date().toISOString()
    await runSql(
      databaseUrl,
      "INSERT INTO bookings (lead_id, agent_id, start, \"end\", status, time_zone, locale, slot_key, updated_at, created_at) VALUES (?, ?, ?, ?, 'booked', 'America/New_York', 'es', ?, ?, ?)",
      [spam.id, agent, now, now, `spam-${spam.id}`, now, now],
    )
    const blocked = await sendLead({ website: 'http://spam.example', nombre: 'Bloqueado Prueba' })
    const stale = await sendLead({ nombre: 'Nadia Vieja' })
    await runSql(databaseUrl, "UPDATE leads SET status = 'not-qualified' WHERE id = ?", [stale.id])
    for (const id of [spam.id, blocked.id]) {
      await runSql(databaseUrl, 'UPDATE leads SET received_at = ? WHERE id = ?', [
        new Date(Date.now() - 40 * day).toISOString(),
        id,
      ])
    }
    await runSql(databaseUrl, 'UPDATE leads SET received_at = ? WHERE id = ?', [
      new Date(Date.now() - 800 * day).toISOString(),
      stale.id,
    ])
    // One lead the database refuses to delete (a trigger stands in for any failure).
    if (isSqlite()) {
      await runSql(
        databaseUrl,
        "CREATE TRIGGER refuse_blocked BEFORE DELETE ON leads WHEN OLD.nombre = 'Bloqueado Prueba' BEGIN SELECT RAISE(ABORT, 'blocked by the test'); END",
      )
    } else {
      await runSql(
        databaseUrl,
        "CREATE FUNCTION refuse_blocked() RETURNS trigger AS $$ BEGIN IF OLD.nombre = 'Bloqueado Prueba' THEN RAISE EXCEPTION 'blocked by the test'; END IF; RETURN OLD; END $$ LANGUAGE plpgsql",
      )
      await runSql(
        databaseUrl,
        'CREATE TRIGGER refuse_blocked BEFORE DELETE ON leads FOR EACH ROW EXECUTE FUNCTION refuse_blocked()',
      )
    }
    try {
      const run = await cms(server.url, admin, '/retention-runs/run', { method: 'POST' })
      expect(run.status).toBe(200)
      const result = await run.json()
      expect(result).toMatchObject({ spamDeleted: 1, anonymized: 1, failed: 1 })
      expect(result.failures).toEqual([
        expect.objectContaining({
          lead: blocked.id,
          step: 'delete',
          error: expect.stringContaining('blocked by the test'),
        }),
      ])
      expect(await leadStatus(spam.id)).toBe(404)
      expect(await count('SELECT count(*) AS n FROM bookings WHERE lead_id = ?', [spam.id])).toBe(0)
      expect(await leadStatus(blocked.id)).toBe(200)
      const anonymized = await (await cms(server.url, admin, `/leads/${stale.id}?depth=0`)).json()
      expect(anonymized.nombre).toBe('anonymized')
      // The run's record says which lead failed and why.
      const runs = await (
        await cms(server.url, admin, '/retention-runs?sort=-claimedAt&limit=1&depth=0')
      ).json()
      expect(runs.docs[0]).toMatchObject({ spamDeleted: 1, anonymized: 1, failed: 1 })
      expect(runs.docs[0].failures[0]).toMatchObject({ lead: blocked.id })
    } finally {
      await runSql(databaseUrl, 'DROP TRIGGER refuse_blocked' + (isSqlite() ? '' : ' ON leads'))
      if (!isSqlite()) await runSql(databaseUrl, 'DROP FUNCTION refuse_blocked()')
    }
    // The next run deletes it.
    const next = await (
      await cms(server.url, admin, '/retention-runs/run', { method: 'POST' })
    ).json()
    expect(next).toMatchObject({ spamDeleted: 1, failed: 0 })
    expect(await leadStatus(blocked.id)).toBe(404)
  }, 60_000)
})

/**
 * Every field of a lead as the REST API returns it, and what anonymization does with it
 * (lead-erasure.ts says why). A field missing here fails the test: a new field must be sorted.
 */
const clearedToWord = ['nombre', 'phone']
const clearedToNothing = [
  'email',
  'mensaje',
  'situacion',
  'situacionKey',
  'casado',
  'estancia',
  'ip',
  'userAgent',
  'visitorTimeZone',
  'staffNotes',
  'phoneDigits',
]
const clearedGroups = {
  referrer: ['nombre', 'telefono'],
  social: ['agente', 'source', 'status', 'tipo', 'link'],
}
const kept = [
  'id',
  'status',
  'assignedTo',
  'firstContactAt',
  // When the client last texted and when staff saw it: times, no words of theirs.
  'clientTextAt',
  'clientTextSeenAt',
  'duplicateOf',
  'history',
  'loggedBy',
  'nextAction',
  'nextActionDue',
  'contactAttempts',
  'followUpDue',
  'matterType',
  'responsibleAttorney',
  'mergedInto',
  'seccion',
  'kind',
  'checkbox',
  'consentText',
  'locale',
  'pagePath',
  'source',
  'fechaHora',
  'receivedAt',
  'spam',
  'deliveryStatus',
  'queue',
  'createdAt',
  'updatedAt',
]

describe('anonymization (item 5)', () => {
  it('clears every free-text and contact field, the outbox rows and the texts; keeps the evidence', async () => {
    const lead = await sendLead({ nombre: 'Zoila Secreta' })
    // The fields other forms fill, as they would be stored (the evidence is write-once).
    await runSql(
      databaseUrl,
      "UPDATE leads SET situacion = 'Mi esposo tiene una orden de deportación', situacion_key = 'deportacion', casado = 'si', estancia = '3 años sin papeles', referrer_nombre = 'Zoila Amiga', referrer_telefono = '3050009999', social_agente = 'Zoila Agente', social_source = 'tiktok Zoila', social_status = 'Zoila llamó', social_tipo = 'Zoila tipo', social_link = 'https://tiktok.example/zoila', fecha_hora = '2024-01-01 10:00', visitor_time_zone = 'America/Chicago', received_at = ? WHERE id = ?",
      [new Date(Date.now() - 800 * day).toISOString(), lead.id],
    )
    // Its campaign touches, as the forms' script sends them.
    await runSql(
      databaseUrl,
      "UPDATE leads SET attribution_first_touch_utm_source = 'youtube', attribution_first_touch_utm_campaign = 'parole-nov', attribution_first_touch_utm_term = 'abogado Zoila', attribution_first_touch_ttclid = 'zoila-click-1', attribution_first_touch_landing_page = ?, attribution_first_touch_referrer = 'www.youtube.com', attribution_last_touch_utm_source = 'facebook', attribution_last_touch_fbclid = 'zoila-click-2', attribution_last_touch_landing_page = ? WHERE id = ?",
      ['/parole?nombre=Zoila', '/contacto?zoila=1', lead.id],
    )
    const noted = await cms(server.url, admin, `/leads/${lead.id}`, {
      method: 'PATCH',
      body: {
        status: 'not-qualified',
        staffNotes: 'Zoila vive en Hialeah',
        note: 'Zoila llamó a las 5',
      },
    })
    expect(noted.status).toBe(200)
    await runSql(
      databaseUrl,
      "INSERT INTO lead_texts (lead_id, direction, channel, phone, body, kind, updated_at, created_at) VALUES (?, 'in', 'sms', ?, 'Soy Zoila', 'inbound', ?, ?)",
      [lead.id, `+1${lead.phone}`, new Date().toISOString(), new Date().toISOString()],
    )
    // The auto-reply text to the visitor (the outbox row with the phone and the first name).
    await waitFor(async () =>
      (await count(
        'SELECT count(*) AS n FROM lead_deliveries WHERE lead_id = ? AND target LIKE ?',
        [lead.id, `%${lead.phone}%`],
      )) > 0
        ? true
        : undefined,
    )
    await optOut(`+1${lead.phone}`)
    const before = await (await cms(server.url, admin, `/leads/${lead.id}?depth=0`)).json()

    const run = await cms(server.url, admin, '/retention-runs/run', { method: 'POST' })
    expect(run.status).toBe(200)
    expect((await run.json()).anonymized).toBeGreaterThanOrEqual(1)

    const after = await (await cms(server.url, admin, `/leads/${lead.id}?depth=0`)).json()
    // The touches keep what counts a campaign and names nobody; the click ids (an ad platform's
    // handle on the person), the landing page's query and the words searched go.
    expect(after.attribution).toEqual({
      gpc: false,
      firstTouch: expect.objectContaining({
        utm_source: 'youtube',
        utm_campaign: 'parole-nov',
        referrer: 'www.youtube.com',
      }),
      lastTouch: expect.objectContaining({ utm_source: 'facebook' }),
    })
    for (const touch of ['firstTouch', 'lastTouch']) {
      for (const field of [
        'gclid',
        'gbraid',
        'wbraid',
        'fbclid',
        'ttclid',
        'landing_page',
        'utm_term',
      ])
        expect(after.attribution[touch][field] ?? null, `${touch}.${field}`).toBeNull()
    }
    const classified = [
      'attribution', // checked above
      'nameFolded', // the search copy, hidden: checked in its column below
      'note', // virtual: an input that adds to the history
      ...clearedToWord,
      ...clearedToNothing,
      ...Object.keys(clearedGroups),
      ...kept,
    ]
    expect(Object.keys(after).filter((key) => !classified.includes(key))).toEqual([])
    for (const field of clearedToWord) expect(after[field], field).toBe('anonymized')
    for (const field of clearedToNothing) expect(after[field] ?? null, field).toBeNull()
    for (const [group, fields] of Object.entries(clearedGroups)) {
      for (const field of fields)
        expect(after[group]?.[field] ?? null, `${group}.${field}`).toBeNull()
    }
    for (const field of kept.filter((name) => !['updatedAt', 'history'].includes(name))) {
      expect(after[field], field).toEqual(before[field])
    }
    expect(after.consentText).toBeTruthy()
    expect(after.fechaHora).toBe('2024-01-01 10:00')
    const visible = JSON.stringify(after)
    for (const word of ['Zoila', 'Hialeah', 'deport', 'tiktok', lead.phone]) {
      expect(visible, word).not.toContain(word)
    }
    const rows = await runSql(
      databaseUrl,
      'SELECT target, data, last_error FROM lead_deliveries WHERE lead_id = ?',
      [lead.id],
    )
    expect(rows.length).toBeGreaterThan(0)
    expect(JSON.stringify(rows)).not.toMatch(/Zoila|Lucía|@example\.com/)
    expect(JSON.stringify(rows)).not.toContain(lead.phone)
    const texts = await runSql(
      databaseUrl,
      'SELECT phone, body FROM lead_texts WHERE lead_id = ?',
      [lead.id],
    )
    expect(texts.length).toBeGreaterThan(0)
    expect(texts.every((text) => text.phone === null && text.body === 'anonymized')).toBe(true)
    const [columns] = await runSql(
      databaseUrl,
      'SELECT name_folded, phone_digits FROM leads WHERE id = ?',
      [lead.id],
    )
    expect(columns).toEqual({ name_folded: 'anonymized', phone_digits: null })
    await expectOnlyHashedOptOut(lead.phone)
    // The history keeps its status entries; the note's words are gone.
    expect(after.history.some((entry: { action: string }) => entry.action === 'status')).toBe(true)
  }, 60_000)
})

describe('lead ids and tokens (item 7)', () => {
  it('never gives a deleted newest lead’s id again', async () => {
    const newest = await sendLead()
    const deleted = await cms(server.url, admin, `/leads/${newest.id}`, { method: 'DELETE' })
    expect(deleted.status).toBe(200)
    const next = await sendLead()
    expect(next.id).toBeGreaterThan(newest.id)
    // The deleted lead's token books nothing, and the picker says it has expired.
    expect((await book(newest, (await freeSlots())[30])).status).toBe(403)
  })

  it('refuses a deleted lead’s booking token and manage link even when the ids come back', async () => {
    const old = await sendLead()
    const oldCall = await bookedCall(old, (await freeSlots())[31])
    const deleted = await cms(server.url, admin, `/leads/${old.id}`, { method: 'DELETE' })
    expect(deleted.status).toBe(200)
    // As on main's SQLite: the next lead and the next call get the deleted ones' ids.
    await giveIdAgain('leads', old.id)
    await giveIdAgain('bookings', oldCall.id)
    const person = await sendLead()
    expect(person.id).toBe(old.id)
    const call = await bookedCall(person, (await freeSlots())[32])
    expect(call.id).toBe(oldCall.id)
    // The old token neither books nor moves the new person's call; the old link shows nothing.
    const moved = await book(old, (await freeSlots())[33])
    expect(moved.status).toBe(403)
    expect((await fetch(`${server.url}${new URL(oldCall.manageUrl).pathname}`)).status).toBe(404)
    const posted = await new Visitor(server.url).postPlainForm(
      new URL(oldCall.manageUrl).pathname,
      { action: 'cancel' },
      new URL(oldCall.manageUrl).pathname,
    )
    // A form post is sent on to the site's 404 page (a page, not a bare answer), and changes nothing.
    expect(posted.status).toBe(303)
    const shown = await fetch(new URL(posted.headers.get('location')!, server.url))
    expect(shown.status).toBe(404)
    const [stored] = (await staff.find('bookings', { id: String(call.id) })).docs
    expect(stored.status).toBe('booked')
    // The person's own link works.
    expect((await fetch(`${server.url}${new URL(call.manageUrl).pathname}`)).status).toBe(200)
  })
})
