import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'
import {
  forgetPersonEndpoint,
  runRetentionEndpoint,
} from '@/features/leads/pipeline/retention-endpoints'
import { runRetentionOnce } from '@/features/leads/pipeline/retention'
import {
  adminSession,
  auditOf,
  firstAdminEmail,
  inboundText,
  rowsOf,
  staffSession,
  storedLead,
  type Session,
  followUpIn3Hours,
} from '../support/in-process/lead-fixtures'
import { inProcessPayload } from '../support/in-process/payload'
import { runSql } from '../support/sql'

// Issue 25, finding 3: retention set by admins (spam deleted, not-qualified leads anonymized,
// retained kept), audited; "forget this person". Once across instances: tests/integration.
const site = inProcessPayload()
/** What Payload throws when an access rule says no. */
const refused = { status: 403 }
const day = 24 * 60 * 60_000

/** The test moves a lead's clock: it was received `ms` ago. */
async function receivedAgo(id: number, ms: number) {
  await runSql(site.databaseUrl, 'UPDATE leads SET received_at = ? WHERE id = ?', [
    new Date(Date.now() - ms).toISOString(),
    id,
  ])
}

const monthsAgo = (months: number) => {
  const date = new Date()
  date.setUTCMonth(date.getUTCMonth() - months)
  return Date.now() - date.getTime()
}

const leadOrNull = (payload: Payload, id: number) =>
  payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true, disableErrors: true })

/** An endpoint's handler called as Payload's router calls it, for `user` (or nobody). */
async function callEndpoint(
  endpoint: typeof runRetentionEndpoint,
  user: Session | null,
  routeParams: Record<string, string> = {},
) {
  const req = (await createLocalReq({ user: user as never }, site.payload)) as PayloadRequest
  req.routeParams = routeParams
  return endpoint.handler(req)
}

describe('retention settings', () => {
  it('are read and changed by admins only, with the defaults of the policy', async () => {
    const { payload } = site
    const admin = await adminSession(payload)
    const settings = await payload.findGlobal({
      slug: 'retention-settings',
      overrideAccess: false,
      user: admin,
    })
    expect(settings).toMatchObject({ spamDays: 30, notQualifiedMonths: 24 })
    for (const role of ['agent', 'editor'] as const) {
      const user = await staffSession(payload, role)
      await expect(
        payload.findGlobal({ slug: 'retention-settings', overrideAccess: false, user }),
      ).rejects.toMatchObject(refused)
      await expect(
        payload.updateGlobal({
          slug: 'retention-settings',
          data: { spamDays: 1 },
          overrideAccess: false,
          user,
        }),
      ).rejects.toMatchObject(refused)
      // The runs are the admins' to read, and the site's to write.
      await expect(
        payload.find({ collection: 'retention-runs', overrideAccess: false, user }),
      ).rejects.toMatchObject(refused)
    }
    await expect(
      payload.create({
        collection: 'retention-runs',
        data: { key: 'by-hand', claimedAt: new Date().toISOString() },
        overrideAccess: false,
        user: admin,
      }),
    ).rejects.toMatchObject(refused)
    const changed = await payload.updateGlobal({
      slug: 'retention-settings',
      data: { spamDays: 7 },
      overrideAccess: false,
      user: admin,
    })
    expect(changed.spamDays).toBe(7)
    await payload.updateGlobal({
      slug: 'retention-settings',
      data: { spamDays: 30 },
      overrideAccess: true,
    })
    const unchanged = await payload.findGlobal({ slug: 'retention-settings', overrideAccess: true })
    expect(unchanged.spamDays).toBe(30)
  })

  it('are applied on request by admins only: agents and editors are refused (403), nobody 401', async () => {
    const { payload } = site
    for (const role of ['agent', 'editor'] as const) {
      const user = await staffSession(payload, role)
      expect((await callEndpoint(runRetentionEndpoint, user)).status).toBe(403)
      const lead = await storedLead(payload)
      const denied = await callEndpoint(forgetPersonEndpoint, user, { id: String(lead.id) })
      expect(denied.status).toBe(403)
      expect(await leadOrNull(payload, lead.id)).not.toBeNull()
    }
    expect((await callEndpoint(runRetentionEndpoint, null)).status).toBe(401)
    const { totalDocs } = await payload.find({ collection: 'retention-runs', overrideAccess: true })
    expect(totalDocs).toBe(0)
  })
})

describe('the retention pass', () => {
  it('deletes old spam, anonymizes old not-qualified leads, keeps the rest; the run is audited', async () => {
    const { payload } = site
    const admin = await adminSession(payload)
    const spamOld = await storedLead(payload, { spam: true })
    const spamYoung = await storedLead(payload, { spam: true })
    const notQualifiedOld = await storedLead(payload, { nombre: 'Nora Vieja' })
    const notQualifiedYoung = await storedLead(payload)
    const retainedOld = await storedLead(payload)
    const { docs: attorneys } = await payload.find({ collection: 'attorneys', limit: 1 })
    await payload.update({
      collection: 'leads',
      id: notQualifiedOld.id,
      data: { note: 'Nora vive en la calle Olmo 12' },
      overrideAccess: false,
      user: admin,
    })
    for (const id of [notQualifiedOld.id, notQualifiedYoung.id]) {
      await payload.update({
        collection: 'leads',
        id,
        data: { status: 'not-qualified' },
        overrideAccess: false,
        user: admin,
      })
    }
    await payload.update({
      collection: 'leads',
      id: retainedOld.id,
      data: { status: 'retained', matterType: 'k1', responsibleAttorney: attorneys[0].id },
      overrideAccess: false,
      user: admin,
    })
    await receivedAgo(spamOld.id, 31 * day)
    await receivedAgo(spamYoung.id, 29 * day)
    await receivedAgo(notQualifiedOld.id, monthsAgo(25))
    await receivedAgo(notQualifiedYoung.id, monthsAgo(23))
    await receivedAgo(retainedOld.id, monthsAgo(60))

    const run = await callEndpoint(runRetentionEndpoint, admin)
    expect(run.status).toBe(200)
    const result = await run.json()
    expect(result).toEqual({ spamDeleted: 1, anonymized: 1, failed: 0, failures: [] })

    expect(await leadOrNull(payload, spamOld.id)).toBeNull()
    expect(await leadOrNull(payload, spamYoung.id)).not.toBeNull()
    const anonymized = await leadOrNull(payload, notQualifiedOld.id)
    expect(anonymized).toMatchObject({
      status: 'not-qualified',
      nombre: 'anonymized',
      phone: 'anonymized',
    })
    expect(anonymized?.email ?? null).toBeNull()
    expect(anonymized?.mensaje ?? null).toBeNull()
    expect(anonymized?.phoneDigits ?? null).toBeNull()
    expect(JSON.stringify(anonymized)).not.toContain('Nora')
    // What staff wrote about the person goes too; the status entries stay for the counts.
    expect(JSON.stringify(anonymized)).not.toContain('calle Olmo')
    expect(anonymized?.history?.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['note', 'status']),
    )
    expect(await leadOrNull(payload, notQualifiedYoung.id)).toMatchObject({
      nombre: 'Elena Retención',
    })
    expect(await leadOrNull(payload, retainedOld.id)).toMatchObject({
      status: 'retained',
      nombre: 'Elena Retención',
    })
    // Still counted: the anonymized lead is among the not-qualified leads an agent lists.
    const agent = await staffSession(payload, 'agent')
    const listed = await payload.find({
      collection: 'leads',
      where: { status: { equals: 'not-qualified' } },
      overrideAccess: false,
      user: agent,
      depth: 0,
    })
    expect(listed.docs.map((doc) => doc.id)).toContain(notQualifiedOld.id)

    const audited = (await auditOf(payload, 'retention')).at(-1)
    expect(audited).toMatchObject({
      user: firstAdminEmail,
      details: expect.objectContaining({ ...result, spamDays: 30, notQualifiedMonths: 24 }),
    })
    const { docs: runs } = await payload.find({
      collection: 'retention-runs',
      overrideAccess: true,
    })
    expect(runs).toHaveLength(1)
    expect(runs[0]).toMatchObject({ spamDeleted: 1, anonymized: 1, failed: 0 })
    expect(runs[0].key).toMatch(/^manual-/)
    expect(runs[0].finishedAt).toBeTruthy()
    // A second run finds nothing more to do (anonymized leads are not anonymized again).
    const again = await (await callEndpoint(runRetentionEndpoint, admin)).json()
    expect(again).toEqual({ spamDeleted: 0, anonymized: 0, failed: 0, failures: [] })
  })

  it('follows the settings an admin saved', async () => {
    const { payload } = site
    const spam = await storedLead(payload, { spam: true })
    const young = await storedLead(payload, { spam: true })
    await receivedAgo(spam.id, 3 * day)
    await receivedAgo(young.id, 1 * day)
    await payload.updateGlobal({
      slug: 'retention-settings',
      data: { spamDays: 2 },
      overrideAccess: true,
    })
    try {
      const result = await runRetentionOnce(payload, `settings-${Date.now()}`)
      expect(result?.spamDeleted).toBeGreaterThanOrEqual(1)
      expect(await leadOrNull(payload, spam.id)).toBeNull()
      expect(await leadOrNull(payload, young.id)).not.toBeNull()
      expect((await auditOf(payload, 'retention')).at(-1)).toMatchObject({
        user: null,
        details: expect.objectContaining({ spamDays: 2 }),
      })
    } finally {
      await payload.updateGlobal({
        slug: 'retention-settings',
        data: { spamDays: 30 },
        overrideAccess: true,
      })
    }
  })

  it('runs under one key once: a second claim of the key does nothing', async () => {
    const { payload } = site
    const before = (await auditOf(payload, 'retention')).length
    const key = '2026-01-15'
    expect(await runRetentionOnce(payload, key)).toMatchObject({ failed: 0 })
    expect(await runRetentionOnce(payload, key)).toBeNull()
    expect(await auditOf(payload, 'retention')).toHaveLength(before + 1)
    const { docs } = await payload.find({
      collection: 'retention-runs',
      where: { key: { equals: key } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
  })

  it('takes over a claim left unfinished for over an hour, not a fresher one', async () => {
    const { payload } = site
    const stale = '2026-01-16'
    const fresh = '2026-01-17'
    const claimedAt = (ms: number) => new Date(Date.now() - ms).toISOString()
    await runSql(
      site.databaseUrl,
      'INSERT INTO retention_runs (key, claimed_at) VALUES (?, ?), (?, ?)',
      [stale, claimedAt(61 * 60_000), fresh, claimedAt(59 * 60_000)],
    )
    expect(await runRetentionOnce(payload, fresh)).toBeNull()
    expect(await runRetentionOnce(payload, stale)).toMatchObject({ failed: 0 })
    const { docs } = await payload.find({
      collection: 'retention-runs',
      where: { key: { in: [stale, fresh] } },
      overrideAccess: true,
    })
    const finished = Object.fromEntries(docs.map((doc) => [doc.key, Boolean(doc.finishedAt)]))
    expect(finished).toEqual({ [stale]: true, [fresh]: false })
  })
})

describe('forget this person', () => {
  it('deletes the person’s leads, texts and deliveries on an admin’s request, audited', async () => {
    const { payload } = site
    const admin = await adminSession(payload)
    const first = await storedLead(payload, { nombre: 'Olvido Pérez' })
    const sameEmail = await storedLead(payload, { nombre: 'Olvido Pérez', email: first.email })
    const samePhone = await storedLead(payload, { nombre: 'Olvido P.', phone: first.phone })
    const unrelated = await storedLead(payload)
    // A follow-up puts a row in the outbox (lead-deliveries); a text is on record.
    await followUpIn3Hours(payload, { lead: first.id, admin })
    await inboundText(site.databaseUrl, {
      lead: first.id,
      phone: first.phone,
      body: 'Hola, soy Olvido',
    })
    expect((await rowsOf(payload, 'lead-deliveries', first.id)).length).toBeGreaterThan(0)
    expect(await rowsOf(payload, 'lead-texts', first.id)).toHaveLength(1)

    const forgot = await callEndpoint(forgetPersonEndpoint, admin, { id: String(first.id) })
    expect(forgot.status).toBe(200)
    const result = await forgot.json()
    expect(result.leads.sort()).toEqual([first.id, sameEmail.id, samePhone.id].sort())
    expect(result.texts).toBe(1)

    for (const id of [first.id, sameEmail.id, samePhone.id]) {
      expect(await leadOrNull(payload, id)).toBeNull()
    }
    expect(await leadOrNull(payload, unrelated.id)).not.toBeNull()
    expect(await rowsOf(payload, 'lead-deliveries', first.id)).toHaveLength(0)
    const texts = await runSql(
      site.databaseUrl,
      'SELECT count(*) AS n FROM lead_texts WHERE body = ?',
      ['Hola, soy Olvido'],
    )
    expect(Number(texts[0].n)).toBe(0)
    expect((await auditOf(payload, 'forget')).at(-1)).toMatchObject({
      user: firstAdminEmail,
      lead: first.id,
      details: expect.objectContaining({ texts: 1 }),
    })
  })

  it('answers 404 for a lead that does not exist, and deletes nothing', async () => {
    const { payload } = site
    const admin = await adminSession(payload)
    const kept = await storedLead(payload)
    for (const id of ['999999', 'abc', '0']) {
      expect((await callEndpoint(forgetPersonEndpoint, admin, { id })).status).toBe(404)
    }
    expect(await leadOrNull(payload, kept.id)).not.toBeNull()
  })
})
