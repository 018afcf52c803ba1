import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { campaignFigures } from '@/features/campaigns'
import { attributionOf, type Attribution } from '@/features/leads/intake/attribution'
import { rulesForPost } from '@/features/leads/intake/form-rules'
import { validateLead } from '@/features/leads/intake/schemas'
import { storeLead } from '@/features/leads/intake/store'
import { dayInZone, firmTimeZone } from '@/features/schedule'
import { firstAdmin } from '../support/in-process/lead-fixtures'
import { inProcessPayload } from '../support/in-process/payload'
import { runSql } from '../support/sql'

// First and last campaign touch on a lead (issue 39), as the site stores them: the lead post's
// fields through the intake's own steps (rules, validation, attributionOf, storeLead), then read
// and written through the Local API with each role's access (overrideAccess: false). Stored in
// the lead's own columns, read by those who read leads, changed by no one, and what a campaign's
// figures count. The public endpoints' cleaning, GPC header and no-JavaScript fallback:
// tests/integration/lead-attribution.test.ts.
const site = inProcessPayload({ STAFF_TWO_FACTOR: 'required' })

type SessionUser = Record<string, unknown> & { id: number }
const sessions = {} as Record<'admin' | 'agent' | 'editor', SessionUser>
const campaignName = 'parole-ip-attribution'

const lead = {
  nombre: 'Rosa Elena Paredes',
  email: 'rosa@example.com',
  mensaje: 'Quiero saber del parole',
  checkbox: '1',
  seccion: 'Contacto Español',
  locale: 'es',
}

let counter = 0
const uniquePhone = () =>
  `20256${String(Date.now()).slice(-3)}${String(++counter).padStart(2, '0')}`

/** A lead post's fields as the intake stores them (handle-lead-post.ts without its HTTP). */
async function storePost(payload: Payload, fields: Record<string, string>, gpc = false) {
  const post = { ...lead, phone: uniquePhone(), ...fields }
  const rules = rulesForPost(post, { endpoint: 'agregar' })
  const valid = validateLead(post, rules)
  if (!valid.ok) throw new Error(`invalid lead: ${valid.error} (${valid.field})`)
  const pagePath = '/contacto'
  const attribution = attributionOf(post, { pagePath, gpc, ownHosts: ['firm.test'] })
  const { id } = await storeLead(payload, valid.lead, rules, {
    endpoint: 'agregar',
    pagePath,
    ip: '203.0.113.7',
    userAgent: 'vitest',
    spam: false,
    attribution,
  })
  return { id, attribution }
}

const firstTouch = {
  utm_source: 'tiktok',
  utm_medium: 'paid_social',
  utm_campaign: campaignName,
  ttclid: 'E.C.P.abc-123_x',
  landing_page: '/parole-en-familia?utm_source=tiktok&ttclid=E.C.P.abc-123_x',
  referrer: 'https://www.tiktok.com/foryou?lang=es',
}

/** Only the values a touch holds (Payload reads the empty ones as null). */
const values = (touch: Record<string, unknown> | null | undefined) =>
  Object.fromEntries(Object.entries(touch ?? {}).filter(([, value]) => value != null))

/** The lead's attribution as a session of `user` reads it through the Local API. */
async function readAttribution(id: number, user: SessionUser) {
  const doc = await site.payload.findByID({
    collection: 'leads',
    id,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return doc.attribution
}

/** The attribution columns of the leads table, straight from the database. */
async function storedColumns(id: number) {
  const [row] = await runSql(site.databaseUrl, 'SELECT * FROM leads WHERE id = ?', [id])
  return Object.fromEntries(
    Object.entries(row).filter(
      ([column, value]) => column.startsWith('attribution_') && value !== null,
    ),
  )
}

async function session(payload: Payload, id: number, sid: string): Promise<SessionUser> {
  await payload.db.updateOne({ collection: 'users', id, data: { twoFactorSessions: [sid] } })
  const account = await payload.findByID({ collection: 'users', id, depth: 0 })
  return { ...account, collection: 'users', _strategy: 'local-jwt', _sid: sid } as SessionUser
}

async function account(payload: Payload, role: 'agent' | 'editor') {
  const created = await payload.create({
    collection: 'users',
    data: {
      email: `${role}-${Date.now()}@firm.test`,
      password: 'a-long-enough-password-1',
      roles: [role],
    },
  })
  return created.id
}

beforeAll(async () => {
  const { payload } = site
  const first = await firstAdmin(payload)
  sessions.admin = await session(payload, first.id, 'sid-admin')
  sessions.agent = await session(payload, await account(payload, 'agent'), 'sid-agent')
  sessions.editor = await session(payload, await account(payload, 'editor'), 'sid-editor')
})

describe('first and last touch stored on a lead', () => {
  let stored: { id: number; attribution: Attribution }

  beforeAll(async () => {
    stored = await storePost(site.payload, {
      utm_source: 'facebook',
      utm_medium: 'cpc',
      utm_campaign: 'visa-u',
      fbclid: 'IwAR2abc_DEF-123',
      landing_page: '/visa-u?utm_source=facebook',
      referrer: 'https://l.facebook.com/l.php?u=x',
      first_touch: JSON.stringify(firstTouch),
    })
  })

  it('keeps both touches in the lead’s columns, and agents and admins read them', async () => {
    expect(stored.attribution.lastTouch).toEqual({
      utm_source: 'facebook',
      utm_medium: 'cpc',
      utm_campaign: 'visa-u',
      fbclid: 'IwAR2abc_DEF-123',
      landing_page: '/visa-u?utm_source=facebook',
      referrer: 'l.facebook.com',
    })
    expect(await storedColumns(stored.id)).toMatchObject({
      attribution_first_touch_utm_source: 'tiktok',
      attribution_first_touch_utm_campaign: campaignName,
      attribution_first_touch_ttclid: 'E.C.P.abc-123_x',
      attribution_first_touch_referrer: 'www.tiktok.com',
      attribution_last_touch_utm_source: 'facebook',
      attribution_last_touch_fbclid: 'IwAR2abc_DEF-123',
    })
    for (const user of [sessions.admin, sessions.agent]) {
      const read = await readAttribution(stored.id, user)
      expect(values(read?.firstTouch)).toEqual({
        ...firstTouch,
        referrer: 'www.tiktok.com',
      })
      expect(values(read?.lastTouch)).toEqual(stored.attribution.lastTouch)
      expect(read?.gpc).toBe(false)
    }
  })

  it('is changed by no role, while the rest of the write goes through', async () => {
    const { payload } = site
    const before = await storedColumns(stored.id)
    const forged = {
      attribution: {
        firstTouch: { utm_source: 'forged', utm_campaign: 'forged', ttclid: 'forged' },
        lastTouch: { utm_source: 'forged', gclid: 'forged' },
        gpc: true,
      },
    }
    for (const user of [sessions.admin, sessions.agent]) {
      await payload.update({
        collection: 'leads',
        id: stored.id,
        data: { ...forged, staffNotes: `Seen by ${user.id}` },
        user,
        overrideAccess: false,
      })
      const [row] = await runSql(site.databaseUrl, 'SELECT staff_notes FROM leads WHERE id = ?', [
        stored.id,
      ])
      expect(row.staff_notes).toBe(`Seen by ${user.id}`)
      expect(await storedColumns(stored.id)).toEqual(before)
    }
    // A group's own fields are no way round it either.
    await payload.update({
      collection: 'leads',
      id: stored.id,
      data: { 'attribution.lastTouch.utm_source': 'forged' } as never,
      user: sessions.admin,
      overrideAccess: false,
    })
    expect(await storedColumns(stored.id)).toEqual(before)
    // Editors (marketing) neither read nor write a lead.
    await expect(readAttribution(stored.id, sessions.editor)).rejects.toMatchObject({
      status: 403,
    })
    await expect(
      payload.update({
        collection: 'leads',
        id: stored.id,
        data: forged,
        user: sessions.editor,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
    expect(await storedColumns(stored.id)).toEqual(before)
    expect(before.attribution_last_touch_utm_source).toBe('facebook')
  })

  it('stores no click id when the browser sent Global Privacy Control, and says so', async () => {
    const fields = {
      utm_source: 'google',
      utm_campaign: 'visa-k1',
      gclid: 'Cj0KCQiA_abc-123',
      landing_page: '/visa-k1?utm_source=google&gclid=Cj0KCQiA_abc-123',
      first_touch: JSON.stringify(firstTouch),
    }
    const withGpc = await storePost(site.payload, fields, true)
    const read = await readAttribution(withGpc.id, sessions.agent)
    expect(read?.gpc).toBe(true)
    expect(values(read?.lastTouch)).toEqual({
      utm_source: 'google',
      utm_campaign: 'visa-k1',
      landing_page: '/visa-k1?utm_source=google',
    })
    expect(values(read?.firstTouch).ttclid).toBeUndefined()
    const columns = await storedColumns(withGpc.id)
    expect(Object.keys(columns).filter((column) => /clid|braid/.test(column))).toEqual([])
    // 1 on SQLite, true on PostgreSQL.
    expect(Number(columns.attribution_gpc)).toBe(1)
    // The same fields without the signal keep them.
    const without = await storePost(site.payload, fields, false)
    const kept = await storedColumns(without.id)
    expect(Number(kept.attribution_gpc)).toBe(0)
    expect(kept).toMatchObject({
      attribution_last_touch_gclid: 'Cj0KCQiA_abc-123',
      attribution_first_touch_ttclid: 'E.C.P.abc-123_x',
    })
  })

  it('counts a lead for the campaign its first or last touch names, as stored', async () => {
    const { payload } = site
    await payload.create({
      collection: 'campaigns',
      data: { name: campaignName },
      user: sessions.editor,
      overrideAccess: false,
    })
    const today = dayInZone(new Date(), await firmTimeZone(payload))
    const figures = async () =>
      (await campaignFigures(payload, { from: today, to: today })).find(
        (campaign) => campaign.name === campaignName,
      )?.leads
    // The leads above whose first touch names it (the first one and both of the GPC test's).
    expect(await figures()).toBe(3)
    // Only the last touch naming it counts too; a lead naming another campaign does not.
    await storePost(payload, { utm_source: 'tiktok', utm_campaign: campaignName.toUpperCase() })
    await storePost(payload, { utm_source: 'tiktok', utm_campaign: 'another-campaign' })
    expect(await figures()).toBe(4)
  })
})
