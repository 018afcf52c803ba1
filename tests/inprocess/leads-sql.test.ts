import type { Payload, Where } from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Lead } from '@/payload-types'
import { processOutbox } from '@/features/leads/delivery/outbox'
import { postedLead, rowsOf, staffSession, type Session } from '../support/in-process/lead-fixtures'
import { inProcessPayload } from '../support/in-process/payload'
import { waitFor, WebhookSink } from '../support/sinks'
import { runSql } from '../support/sql'

// The leads' SQL that each adapter runs its own way, proven on both:
// - the intake's one grouped commit (intake/store.ts, lib/payload/grouped-commit.ts, and the new
//   lead's id in its own unit, drizzle-access.ts `insertedLeadId`): a lead and its outbox rows
//   are stored together or not at all, and leads taken at once each get their own rows. This
//   replaces the PostgreSQL run of the HTTP file leads.test.ts;
// - a stage move (Payload's update under the pipeline hook) and the duplicate flag found by the
//   phone search, which replace the PostgreSQL run of lead-pipeline.test.ts;
// - the list's name search on the folded-name column, where SQLite's LIKE and PostgreSQL's ILIKE
//   differ on case beyond ASCII (intake-desk).
// The firm's webhook is a fake here, so every lead has an outbox row; nothing else is sent.
const webhook = new WebhookSink()
// Filled once the fake listens, before this file's Payload reads it (settings are read once).
const env: Record<string, string> = { LEAD_INTAKE_BOUND: '50', OUTBOX_RETRY_BASE_MS: '100' }
beforeAll(async () => {
  await webhook.start()
  env.LEAD_WEBHOOK_URL = `http://127.0.0.1:${webhook.port}/hooks/leads`
})
const site = inProcessPayload(env)
afterAll(async () => {
  await webhook.stop()
})

let phoneCounter = 0
/** Ten digits no other lead of this file has. */
const uniquePhone = () => `20255507${String(++phoneCounter).padStart(2, '0')}`

/** A visitor's lead as the lead endpoint stores it (its rules, its check, storeLead). */
const intake = (nombre: string, phone = uniquePhone(), email = `c${phoneCounter}@example.com`) =>
  postedLead(site.payload, 'leads-sql', { nombre, phone, email })

const leadOf = (id: number) =>
  site.payload.findByID({ collection: 'leads', id, depth: 0 }) as Promise<Lead>

/** The webhook rows of each lead, as they are now. */
const webhookRows = (ids: number[]) =>
  Promise.all(
    ids.map(async (id) =>
      (await rowsOf(site.payload, 'lead-deliveries', id)).filter(
        (row) => row.channel === 'webhook',
      ),
    ),
  )

/**
 * Waits until the leads' webhook rows are delivered. A send that found no free slot at intake
 * is left to the outbox, whose worker does not run here: the test runs its pass. Its sweep adds
 * rows a lead lacks, so rows are counted before this.
 */
function untilDelivered(ids: number[]) {
  return waitFor(async () => {
    await processOutbox(site.payload)
    const rows = await webhookRows(ids)
    return rows.every((own) => own.length && own.every((row) => row.status === 'delivered'))
      ? rows
      : undefined
  })
}

const count = async (statement: string, args: unknown[] = []) =>
  Number((await runSql(site.databaseUrl, statement, args))[0].n)

describe('intake: a lead and its sends in one grouped commit', () => {
  it('leads taken at once are each stored with their own outbox row, which reaches the firm once', async () => {
    const names = Array.from({ length: 6 }, (_, index) => `Lucía Lote ${index}`)
    const stored = await Promise.all(names.map((nombre) => intake(nombre)))
    const ids = stored.map((lead) => lead.id)
    expect(new Set(ids).size).toBe(names.length)

    // Written with the lead, before any outbox pass: one row each, keyed by its own lead.
    const rows = await webhookRows(ids)
    for (const [index, id] of ids.entries()) {
      expect(rows[index]).toHaveLength(1)
      expect(rows[index][0].idempotencyKey).toMatch(new RegExp(`^lead-${id}-[0-9a-f]{8}-webhook$`))
    }
    await untilDelivered(ids)
    for (const [index, id] of ids.entries()) {
      expect(await leadOf(id)).toMatchObject({ nombre: names[index], deliveryStatus: 'delivered' })
      // The row names its own lead: the firm got this lead, by its name, under the row's key.
      const hooks = webhook.received.filter(
        (hook) => hook.idempotencyKey === rows[index][0].idempotencyKey,
      )
      expect(hooks).toHaveLength(1)
      expect(hooks[0].body.lead).toMatchObject({ id, nombre: names[index] })
    }
  })

  it('a lead whose outbox row cannot be written is not stored at all; the leads beside it are', async () => {
    const refused = 'Fallo Forzado'
    // A failure of the unit's second statement (its outbox row), as a full disk or a constraint
    // would make it: the insert of the lead before it must go back with it.
    await refuseRowsOf(refused)
    let outcomes: PromiseSettledResult<{ id: number }>[]
    try {
      outcomes = await Promise.allSettled(
        ['Ana Lado', 'Berta Lado', refused, 'Carla Lado', 'Dora Lado'].map((nombre) =>
          intake(nombre),
        ),
      )
    } finally {
      await dropRefusal()
    }
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ])
    expect(await count('SELECT count(*) AS n FROM leads WHERE nombre = ?', [refused])).toBe(0)
    // No outbox row of a lead that is not there.
    expect(
      await count(
        'SELECT count(*) AS n FROM lead_deliveries d WHERE NOT EXISTS (SELECT 1 FROM leads l WHERE l.id = d.lead_id)',
      ),
    ).toBe(0)
    const ids = outcomes.flatMap((outcome) =>
      outcome.status === 'fulfilled' ? [outcome.value.id] : [],
    )
    expect((await webhookRows(ids)).map((own) => own.length)).toEqual([1, 1, 1, 1])
    await untilDelivered(ids)
  })
})

const trigger = 'leads_sql_test_refusal'

/** Makes the database refuse the outbox rows of leads named `nombre` (a trigger of this test). */
async function refuseRowsOf(nombre: string) {
  const { databaseUrl, payload } = site
  if (payload.db.name === 'sqlite') {
    await runSql(
      databaseUrl,
      `CREATE TRIGGER ${trigger} BEFORE INSERT ON lead_deliveries
       WHEN (SELECT nombre FROM leads WHERE id = NEW.lead_id) = '${nombre}'
       BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`,
    )
    return
  }
  await runSql(
    databaseUrl,
    `CREATE FUNCTION ${trigger}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF (SELECT nombre FROM leads WHERE id = NEW.lead_id) = '${nombre}' THEN
         RAISE EXCEPTION 'refused by the test';
       END IF;
       RETURN NEW;
     END $$`,
  )
  await runSql(
    databaseUrl,
    `CREATE TRIGGER ${trigger} BEFORE INSERT ON lead_deliveries
     FOR EACH ROW EXECUTE FUNCTION ${trigger}()`,
  )
}

async function dropRefusal() {
  const { databaseUrl, payload } = site
  if (payload.db.name === 'sqlite') {
    await runSql(databaseUrl, `DROP TRIGGER ${trigger}`)
    return
  }
  await runSql(databaseUrl, `DROP TRIGGER ${trigger} ON lead_deliveries`)
  await runSql(databaseUrl, `DROP FUNCTION ${trigger}()`)
}

/** The leads the admin list shows for what an agent typed in its search box, by id. */
async function listSearch(payload: Payload, agent: Session, search: string, where: Where = {}) {
  const { docs } = await payload.find({
    collection: 'leads',
    where: mergeListSearchAndWhere({
      collectionConfig: payload.collections.leads.config,
      search,
      where,
    }),
    sort: 'receivedAt',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: false,
    user: agent,
  })
  return docs.map((doc) => doc.id)
}

describe('pipeline: stage moves and the duplicate flag', () => {
  it('a move records its line and the first contact once; worked leads fall behind waiting ones', async () => {
    const { payload } = site
    const agent = await staffSession(payload, 'agent')
    const older = await intake('Rosa Cola')
    const newer = await intake('Rita Cola')
    const inbox = async () =>
      (
        await payload.find({
          collection: 'leads',
          where: { id: { in: [older.id, newer.id] } },
          sort: 'queue',
          depth: 0,
          overrideAccess: false,
          user: agent,
        })
      ).docs.map((doc) => doc.id)
    expect(await inbox()).toEqual([older.id, newer.id])

    const move = (id: number, data: Partial<Lead>) =>
      payload.update({
        collection: 'leads',
        id,
        data,
        depth: 0,
        overrideAccess: false,
        user: agent,
      })
    const contacted = await move(older.id, { status: 'contacted' })
    expect(contacted).toMatchObject({ status: 'contacted', queue: 2, assignedTo: agent.id })
    expect(contacted.firstContactAt).toBeTruthy()
    const qualified = await move(older.id, { status: 'qualified', note: 'Cita el lunes' })
    expect(qualified.firstContactAt).toBe(contacted.firstContactAt)
    expect(
      (qualified.history ?? []).map((entry) => [entry.action, entry.detail, entry.by]),
    ).toEqual([
      ['status', 'new → contacted', agent.email],
      // Whoever works an unassigned lead has it.
      ['assignment', agent.email, agent.email],
      ['status', 'contacted → qualified', agent.email],
      ['note', 'Cita el lunes', agent.email],
    ])
    expect(await inbox()).toEqual([newer.id, older.id])
    await untilDelivered([older.id, newer.id])
  })

  it('a second lead with the same digits in any format is flagged, and the phone search finds both', async () => {
    const { payload } = site
    const agent = await staffSession(payload, 'agent')
    const phone = uniquePhone()
    const first = await intake('Rosa Díaz', phone)
    const formatted = `+1 (${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`
    const second = await intake('Rosa D', formatted)
    expect((await leadOf(first.id)).duplicateOf ?? null).toBeNull()
    expect(await leadOf(second.id)).toMatchObject({ duplicateOf: first.id, phoneDigits: phone })
    expect(await listSearch(payload, agent, formatted)).toEqual([first.id, second.id])
    expect(await listSearch(payload, agent, `${phone.slice(0, 3)}-${phone.slice(3, 6)}`)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    )
    await untilDelivered([first.id, second.id])
  })
})

describe('intake desk: the name search reads the folded name', () => {
  it('finds a name whatever its accents and case, every word in the one lead, no other lead', async () => {
    const { payload } = site
    const agent = await staffSession(payload, 'agent')
    const jose = await intake('José Ñandú Zubiría', uniquePhone(), 'uno@example.com')
    const maria = await intake('MARÍA Zubiría', uniquePhone(), 'dos@example.com')
    const ursula = await intake('Úrsula Ocaña', uniquePhone(), 'tres@example.com')
    // The column the intake's own insert wrote (below Payload's hooks).
    const folded = await runSql(
      site.databaseUrl,
      'SELECT name_folded FROM leads WHERE id IN (?, ?, ?) ORDER BY id',
      [jose.id, maria.id, ursula.id],
    )
    expect(folded.map((row) => row.name_folded)).toEqual([
      'jose nandu zubiria',
      'maria zubiria',
      'ursula ocana',
    ])

    const search = (typed: string) => listSearch(payload, agent, typed)
    for (const typed of ['jose', 'JOSE', 'Jose', 'José', 'JOSÉ', 'ñandú', 'NANDU']) {
      expect(await search(typed), typed).toEqual([jose.id])
    }
    expect(await search('zubiria')).toEqual([jose.id, maria.id])
    expect(await search('María')).toEqual([maria.id])
    expect(await search('Jose Zubiría')).toEqual([jose.id])
    // Every word in the same lead: José's first name and María's are two leads.
    expect(await search('jose maria')).toEqual([])
    // Accented capitals: SQLite's LIKE folds the case of A–Z only and neither LIKE nor ILIKE
    // drops an accent, so what was typed is folded as the column was.
    for (const typed of ['ÚRSULA', 'úrsula', 'OCAÑA', 'ocana']) {
      expect(await search(typed), typed).toEqual([ursula.id])
    }
    await untilDelivered([jose.id, maria.id, ursula.id])
  })
})
