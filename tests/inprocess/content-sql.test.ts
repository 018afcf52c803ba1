import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { campaignReport } from '@/features/campaigns/campaign-figures'
import { countVisit, writeVisits } from '@/features/campaigns/count-visit'
import { readReplySettings } from '@/features/leads/messaging/reply-settings'
import { runPageSchedules } from '@/features/pages/schedule'
import { dayInZone, firmTimeZone, readSchedule } from '@/features/schedule'
import { periodAroundToday, spendAroundToday } from '../support/campaign-months'
import { booked } from '../support/client-steps'
import { firstAdmin, postedLead } from '../support/in-process/lead-fixtures'
import { inProcessPayload } from '../support/in-process/payload'
import { runSql } from '../support/sql'

// The content features' own SQL, on both adapters: the visit counter's one-statement upsert
// (count-visit.ts); the campaign report's figures as numbers of the right value, summed from
// what each adapter hands back (campaign-figures.ts, campaign-steps.ts); the page scheduler's
// conditional claim (pages/schedule.ts); and the read of the globals' last change that says
// whether a shared copy is current (versioned-global.ts), with the firm profile's versions. It
// replaces the PostgreSQL runs of the HTTP files campaigns, campaign-report, campaign-pages and
// admin-versions, which keep running on SQLite.
const site = inProcessPayload()
const run = randomUUID().slice(0, 8)
const now = () => new Date().toISOString()

/** A campaign page (Spanish), made as an editor makes one; its id. */
async function page(payload: Payload, slug: string, status: 'draft' | 'published') {
  const created = await payload.create({
    collection: 'pages',
    locale: 'es',
    draft: status === 'draft',
    data: { title: `Página ${slug}`, slug, _status: status },
    depth: 0,
  })
  return created.id
}

/** A page's visit rows as stored: one per day. */
const visitRows = (pageId: number) =>
  runSql(
    site.databaseUrl,
    'SELECT day, count FROM campaign_visits WHERE page_id = ? ORDER BY day',
    [pageId],
  ).then((rows) => rows.map((row) => ({ day: row.day, count: Number(row.count) })))

describe('visits counted with one upsert', () => {
  it('the first visit of a day makes its row, later ones add to it: 20 at once add 20', async () => {
    const { payload } = site
    const id = await page(payload, `visitas-${run}`, 'published')
    const day = '2030-04-10'
    expect(await visitRows(id)).toEqual([])
    await countVisit(payload, id, day)
    expect(await visitRows(id)).toEqual([{ day, count: 1 }])
    await countVisit(payload, id, day)
    expect(await visitRows(id)).toEqual([{ day, count: 2 }])

    // Twenty beacons at once, as several instances would count them: not one is lost, and the
    // day keeps one row.
    await Promise.all(Array.from({ length: 20 }, () => countVisit(payload, id, day)))
    expect(await visitRows(id)).toEqual([{ day, count: 22 }])

    // Another day is a row of its own; the seed's `set` replaces a count rather than adding.
    await Promise.all(Array.from({ length: 5 }, () => countVisit(payload, id, '2030-04-11')))
    await writeVisits(payload, id, '2030-04-12', { set: 40 })
    await writeVisits(payload, id, day, { set: 7 })
    expect(await visitRows(id)).toEqual([
      { day, count: 7 },
      { day: '2030-04-11', count: 5 },
      { day: '2030-04-12', count: 40 },
    ])
  })
})

const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)

let phones = 0
/** A lead post from `pagePath` stored as the intake stores it (rules, check, attribution, store). */
async function postedFrom(payload: Payload, fields: Record<string, string>, pagePath: string) {
  phones += 1
  const phone = `20257${String(Date.now()).slice(-3)}${String(phones).padStart(2, '0')}`
  const stored = await postedLead(
    payload,
    'content-sql',
    { nombre: 'Informe Persona', phone, ...fields },
    pagePath,
  )
  return stored.id
}

/** The client path's steps written as the other features leave them (client-steps.ts). */
const steps = {
  async booked(lead: number, agent: number) {
    await booked(site.databaseUrl, lead, agent)
  },
  async questionnaire(payload: Payload, lead: number) {
    const { docs } = await payload.find({ collection: 'questionnaires', limit: 1, depth: 0 })
    await runSql(
      site.databaseUrl,
      `INSERT INTO questionnaire_answers (lead_id, questionnaire_id, version, submitted_at, updated_at, created_at)
       VALUES (?, ?, 1, ?, ?, ?)`,
      [lead, docs[0].id, now(), now(), now()],
    )
  },
  async signedAndPaid(payload: Payload, lead: number, feeCents: number) {
    const { docs } = await payload.find({ collection: 'engagement-templates', limit: 1, depth: 0 })
    const letter = await payload.create({
      collection: 'engagements',
      data: { lead, template: docs[0].id, feeCents, status: 'draft' },
      depth: 0,
    })
    await runSql(site.databaseUrl, 'UPDATE engagements SET evidence_signed_at = ? WHERE id = ?', [
      now(),
      letter.id,
    ])
    await runSql(
      site.databaseUrl,
      `INSERT INTO payments (lead_id, engagement, kind, amount_cents, currency, status, checkout_session, paid_at, updated_at, created_at)
       VALUES (?, ?, 'earned', ?, 'usd', 'paid', ?, ?, ?, ?)`,
      [lead, String(letter.id), feeCents, `cs_content_${run}_${lead}`, now(), now(), now()],
    )
  },
  async retained(payload: Payload, lead: number) {
    const { docs } = await payload.find({ collection: 'attorneys', limit: 1, depth: 0 })
    await payload.update({
      collection: 'leads',
      id: lead,
      data: { status: 'retained', matterType: 'parole', responsibleAttorney: docs[0].id },
      depth: 0,
    })
  },
}

describe('the campaign report’s figures', () => {
  const name = `Cifras-${run}`
  const empty = `Vacia-${run}`
  const slug = `informe-${run}`
  // Three whole months around today: today's firm day is inside whatever the firm's zone.
  const period = periodAroundToday()
  const ids = {} as Record<'page' | 'campaign' | 'empty', number>

  beforeAll(async () => {
    const { payload } = site
    ids.page = await page(payload, slug, 'published')
    const campaign = await payload.create({
      collection: 'campaigns',
      data: {
        name,
        source: 'facebook',
        medium: 'paid',
        pages: [ids.page],
        spend: spendAroundToday(),
      },
      depth: 0,
    })
    ids.campaign = campaign.id
    ids.empty = (
      await payload.create({ collection: 'campaigns', data: { name: empty }, depth: 0 })
    ).id

    // Visits of the page: five inside the period over two days, four the day before it.
    const today = dayInZone(new Date(), await firmTimeZone(payload))
    await Promise.all([
      ...Array.from({ length: 3 }, () => countVisit(payload, ids.page, today)),
      ...Array.from({ length: 2 }, () => countVisit(payload, ids.page, period.from)),
      writeVisits(payload, ids.page, dayBefore(period.from), { set: 4 }),
    ])

    // One lead named by the campaign's utm_campaign, one sent from its page's form, one of
    // another campaign.
    const agent = (await firstAdmin(payload)).id
    const byName = await postedFrom(payload, { utm_campaign: name.toLowerCase() }, '/contacto')
    const byPage = await postedFrom(payload, {}, `/${slug}/`)
    const other = await postedFrom(payload, { utm_campaign: `${name}-otra` }, '/contacto')
    await steps.booked(byName, agent)
    await steps.booked(other, agent)
    await steps.questionnaire(payload, byName)
    await steps.signedAndPaid(payload, byName, 20_000)
    await steps.signedAndPaid(payload, byPage, 15_050)
    await steps.signedAndPaid(payload, other, 9_900)
    await steps.retained(payload, byName)
  }, 60_000)

  it('are numbers of the right value: sums of visits, spend and fees, counts of each step', async () => {
    const report = await campaignReport(site.payload, period)
    // toEqual compares with Object.is: a figure the adapter handed back as text ("5", "350.50")
    // or a sum joined as text ("0200") is not equal to its number.
    expect(report.campaigns.find((row) => row.id === ids.campaign)).toEqual({
      id: ids.campaign,
      name,
      source: 'facebook',
      medium: 'paid',
      visits: 5,
      spend: 900.5,
      leads: 2,
      booked: 1,
      questionnaires: 1,
      signed: 2,
      paid: 2,
      retained: 1,
      fees: 350.5,
      costPerLead: 450.25,
      costPerRetained: 900.5,
    })
    expect(report.pages.find((row) => row.id === ids.page)).toEqual({
      id: ids.page,
      title: { es: `Página ${slug}`, en: null },
      paths: [`/${slug}`],
      campaigns: [name],
      visits: 5,
      leads: 1,
      booked: 0,
      questionnaires: 0,
      signed: 1,
      paid: 1,
      retained: 0,
      fees: 150.5,
      spend: null,
      costPerLead: null,
      costPerRetained: null,
    })
  })

  it('are zero, and costs null, for a campaign with nothing and for a period with nothing', async () => {
    const counts = {
      visits: 0,
      leads: 0,
      booked: 0,
      questionnaires: 0,
      signed: 0,
      paid: 0,
      retained: 0,
      fees: 0,
    }
    const zero = { ...counts, spend: 0, costPerLead: null, costPerRetained: null }
    const current = await campaignReport(site.payload, period)
    expect(current.campaigns.find((row) => row.id === ids.empty)).toEqual({
      id: ids.empty,
      name: empty,
      source: null,
      medium: null,
      ...zero,
    })
    // The same campaign in a month long gone: no visit row, no spend month, no lead.
    const past = await campaignReport(site.payload, { from: '2001-02-01', to: '2001-02-28' })
    expect(past.campaigns.find((row) => row.id === ids.campaign)).toMatchObject(zero)
    expect(past.pages.find((row) => row.id === ids.page)).toMatchObject(counts)
  })
})

/** The page as stored now, its schedule and how many versions of each status it has. */
async function pageState(payload: Payload, id: number) {
  const doc = await payload.findByID({ collection: 'pages', id, draft: true, depth: 0 })
  const versions = await payload.findVersions({
    collection: 'pages',
    where: { parent: { equals: id } },
    depth: 0,
    limit: 0,
    pagination: false,
  })
  const count = (status: string) =>
    versions.docs.filter((version) => version.version._status === status).length
  return {
    status: doc._status,
    publishAt: doc.publishAt ?? null,
    unpublishAt: doc.unpublishAt ?? null,
    published: count('published'),
    drafts: count('draft'),
  }
}

/** An editor's schedule of the page, saved as a draft as the admin saves it. */
const schedule = (payload: Payload, id: number, data: Record<string, string>) =>
  payload.update({
    collection: 'pages',
    id,
    locale: 'es',
    draft: true,
    data: { ...data, _status: 'draft' },
    depth: 0,
  })

describe('scheduled publishing', () => {
  it('two schedulers at once publish a due page once, and leave one not yet due', async () => {
    const { payload } = site
    const at = new Date()
    const due = await page(payload, `programada-${run}`, 'draft')
    const later = await page(payload, `mas-tarde-${run}`, 'draft')
    await schedule(payload, due, { publishAt: new Date(at.getTime() - 60_000).toISOString() })
    const laterAt = new Date(at.getTime() + 3_600_000).toISOString()
    await schedule(payload, later, { publishAt: laterAt })
    expect(await pageState(payload, due)).toMatchObject({ status: 'draft', published: 0 })

    await Promise.all([runPageSchedules(payload, at), runPageSchedules(payload, at)])
    expect(await pageState(payload, due)).toMatchObject({
      status: 'published',
      publishAt: null,
      published: 1,
    })
    const waiting = await pageState(payload, later)
    expect(waiting).toMatchObject({ status: 'draft', published: 0 })
    expect(Date.parse(String(waiting.publishAt))).toBe(Date.parse(laterAt))

    // Its time come, it is published; a run after that changes nothing more.
    const afterwards = new Date(at.getTime() + 2 * 3_600_000)
    await Promise.all([
      runPageSchedules(payload, afterwards),
      runPageSchedules(payload, afterwards),
    ])
    await runPageSchedules(payload, afterwards)
    expect(await pageState(payload, later)).toMatchObject({
      status: 'published',
      publishAt: null,
      published: 1,
    })
    expect(await pageState(payload, due)).toMatchObject({ status: 'published', published: 1 })
  })

  it('two schedulers at once withdraw a due page once', async () => {
    const { payload } = site
    const id = await page(payload, `retirada-${run}`, 'published')
    await payload.update({
      collection: 'pages',
      id,
      locale: 'es',
      data: { unpublishAt: new Date(Date.now() - 60_000).toISOString() },
      depth: 0,
    })
    const before = await pageState(payload, id)
    expect(before).toMatchObject({ status: 'published' })

    await Promise.all([runPageSchedules(payload), runPageSchedules(payload)])
    const after = await pageState(payload, id)
    expect(after).toMatchObject({ status: 'draft', unpublishAt: null })
    // One new version: the withdrawal, made by one scheduler.
    expect(after.published + after.drafts).toBe(before.published + before.drafts + 1)
  })
})

describe('shared copies of the globals', () => {
  it('are kept while no global changes and made again from the saved one once one does', async () => {
    const { payload } = site
    const first = await readReplySettings(payload)
    // Nothing saved: the same copy, not a new read.
    expect(await readReplySettings(payload)).toBe(first)

    const firm = await payload.findGlobal({ slug: 'firm-profile', depth: 0 })
    const renamed = `${firm.name} ${run}`
    await payload.updateGlobal({ slug: 'firm-profile', data: { name: renamed }, depth: 0 })
    const afterFirm = await readReplySettings(payload)
    expect(afterFirm.firmName).toBe(renamed)
    expect(await readReplySettings(payload)).toBe(afterFirm)

    // The other global of the same copy counts as much.
    const smsOpen = `Hola {firstName}, ${run}`
    await payload.updateGlobal({ slug: 'auto-replies', data: { es: { smsOpen } }, depth: 0 })
    const afterReplies = await readReplySettings(payload)
    expect(afterReplies.texts.es.smsOpen).toBe(smsOpen)
    expect(afterReplies.firmName).toBe(renamed)

    // A copy of one global alone.
    const schedule = await readSchedule(payload)
    expect(await readSchedule(payload)).toBe(schedule)
    await payload.updateGlobal({
      slug: 'intake-schedule',
      data: { escalationMinutes: 7 },
      depth: 0,
    })
    expect((await readSchedule(payload)).escalationMs).toBe(7 * 60_000)

    // The firm profile keeps the save as its latest version, as the admin lists them.
    const { docs } = await payload.findGlobalVersions({
      slug: 'firm-profile',
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
    })
    expect(docs[0].version.name).toBe(renamed)
    const one = await payload.findGlobalVersionByID({ slug: 'firm-profile', id: docs[0].id })
    expect(one.version.name).toBe(renamed)
  })
})
