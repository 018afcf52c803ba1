import { beforeAll, describe, expect, it } from 'vitest'
import { auditEvents, staffSide } from '../support/audit'
import { booked, questionnaireDone, retained, signedAndPaid, voided } from '../support/client-steps'
import { Visitor } from '../support/http'
import { adminPage, cms } from '../support/staff-accounts'

// The dashboard's campaign report (issue 39): per campaign, per source and per campaign page,
// from visits to fees, for the dashboard's period; its CSV for admins only, on record. On the
// run's database.
const { baseURL, token, databaseUrl, admin, staff, accounts } = staffSide()
const run = `${Date.now()}`.slice(-7)
const name = `Report-${run}`
const source = `src${run}`
// A campaign page of its own (both languages) and a second campaign that uses it.
const page = { es: `informe-${run}`, en: `report-${run}`, titleEs: `Informe ${run}` }
const pageTitleEn = `Report page ${run}`
const pagesCampaign = `Pages-${run}`

const day = (shift: number) => new Date(Date.now() + shift * 86_400_000).toISOString().slice(0, 10)
// Forty days around today: today's firm day is inside whatever the firm's zone.
const period = { from: day(-20), to: day(20) }
const query = `from=${period.from}&to=${period.to}`

let counter = 0
/** A lead sent through the site's form with these fields; its id. */
async function lead(fields: Record<string, string>) {
  counter += 1
  const phone = `2147${run.slice(-4)}${String(counter).padStart(2, '0')}`
  const response = await new Visitor(baseURL).post('/api/prospecto/agregar', {
    nombre: `Informe Persona${counter}`,
    phone,
    checkbox: '1',
    seccion: 'Contacto Español',
    ...fields,
  })
  expect(await response.json()).toMatchObject({ status: 'success' })
  const [found] = (await staff.find('leads', { phone })).docs
  return Number(found.id)
}

/** A table row of the report's HTML (`data-row`) as { figure: text }. */
function reportRow(html: string, table: string, label: string) {
  const section = html.split(`data-testid="${table}"`)[1]?.split('</table>')[0] ?? ''
  const row = section.split(`data-row="${label}"`)[1]?.split('</tr>')[0]
  if (row === undefined) return undefined
  return Object.fromEntries(
    [...row.matchAll(/data-figure="(\w+)">([^<]*)</g)].map(([, figure, text]) => [figure, text]),
  )
}

const download = (search = query, auth: Record<string, string> = admin.auth) =>
  fetch(`${baseURL}/cms/api/campaigns/report.csv?${search}`, { headers: auth })

const ids = {} as Record<
  'full' | 'signed' | 'plain' | 'other' | 'pageForm' | 'pageLanding' | 'page',
  number
>

/** A published campaign page in both languages, made by the admin; its id. */
async function campaignPage() {
  const created = await cms(baseURL, admin, '/pages?locale=es', {
    method: 'POST',
    body: { title: page.titleEs, slug: page.es, _status: 'published' },
  })
  expect(created.status, await created.clone().text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  const english = await cms(baseURL, admin, `/pages/${id}?locale=en`, {
    method: 'PATCH',
    body: { title: pageTitleEn, slug: page.en, _status: 'published' },
  })
  expect(english.status, await english.clone().text()).toBe(200)
  return id
}

/** One view of the page, as its beacon counts it (each from its own address). */
async function visit(id: number, count: number) {
  const response = await fetch(`${baseURL}/api/visit`, {
    method: 'POST',
    body: JSON.stringify({ page: id }),
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': `198.51.100.${count}`,
    },
  })
  expect(response.status).toBe(204)
}

beforeAll(async () => {
  const created = await cms(baseURL, admin, '/campaigns', {
    method: 'POST',
    body: {
      name,
      source,
      medium: 'paid',
      spend: [{ month: period.from.slice(0, 7), amount: 300 }],
    },
  })
  expect(created.status).toBe(201)
  const touch = { utm_campaign: name, utm_source: source, utm_medium: 'paid' }
  ids.full = await lead(touch)
  ids.signed = await lead(touch)
  ids.plain = await lead({ utm_campaign: name.toLowerCase() })
  ids.other = await lead({ utm_campaign: `${name}-other`, utm_source: source })
  for (const id of [ids.full, ids.signed, ids.other]) {
    await booked(databaseUrl, id, accounts.agent.id)
  }
  await questionnaireDone(baseURL, admin, databaseUrl, ids.full)
  await signedAndPaid(baseURL, admin, databaseUrl, ids.full, 20_000)
  await signedAndPaid(baseURL, admin, databaseUrl, ids.signed)
  await signedAndPaid(baseURL, admin, databaseUrl, ids.other, 9_900)
  await retained(baseURL, admin, ids.full)

  // The page: three views, a lead sent from its form (Spanish), a lead that first landed on its
  // English version, and a second campaign with spend that uses it.
  ids.page = await campaignPage()
  for (const count of [1, 2, 3]) await visit(ids.page, count)
  const second = await cms(baseURL, admin, '/campaigns', {
    method: 'POST',
    body: {
      name: pagesCampaign,
      source: `pg${run}`,
      pages: [ids.page],
      spend: [{ month: period.from.slice(0, 7), amount: 500 }],
    },
  })
  expect(second.status).toBe(201)
  ids.pageForm = await lead({ page_path: `/${page.es}/?utm_source=flyer` })
  ids.pageLanding = await lead({
    utm_source: 'newsletter',
    first_touch: JSON.stringify({ landing_page: `/en/${page.en}?utm_medium=email` }),
  })
  await booked(databaseUrl, ids.pageForm, accounts.agent.id)
  await signedAndPaid(baseURL, admin, databaseUrl, ids.pageForm, 15_000)
  await retained(baseURL, admin, ids.pageForm)
  // A letter voided after its signature is not a signed letter (nor is its lead retained).
  await voided(databaseUrl, await signedAndPaid(baseURL, admin, databaseUrl, ids.pageLanding))
}, 120_000)

describe('the campaign report', () => {
  it('counts, per campaign, booked calls, questionnaires, signed letters, payments, clients and fees', async () => {
    const response = await cms(baseURL, accounts.agent, `/campaigns/figures?${query}`)
    expect(response.status).toBe(200)
    const { campaigns } = (await response.json()) as { campaigns: Record<string, unknown>[] }
    const row = campaigns.find((figure) => figure.name === name)
    expect(row).toMatchObject({
      source,
      medium: 'paid',
      leads: 3,
      booked: 2,
      questionnaires: 1,
      signed: 2,
      paid: 1,
      retained: 1,
      fees: 200,
      costPerRetained: row?.spend,
    })
    expect(Number(row?.spend)).toBeGreaterThan(0)
  })

  it('counts per campaign page the leads that landed on it or sent its form, with no spend of its own', async () => {
    const response = await cms(baseURL, accounts.agent, `/campaigns/figures?${query}`)
    expect(response.status).toBe(200)
    const { campaigns, pages } = (await response.json()) as Record<
      'campaigns' | 'pages',
      Record<string, unknown>[]
    >
    expect(pages.find((row) => row.id === ids.page)).toEqual({
      id: ids.page,
      title: { es: page.titleEs, en: pageTitleEn },
      paths: [`/${page.es}`, `/en/${page.en}`],
      campaigns: [pagesCampaign],
      visits: 3,
      leads: 2,
      booked: 1,
      questionnaires: 0,
      // The landing lead's letter was voided: only the form lead's counts.
      signed: 1,
      paid: 1,
      retained: 1,
      fees: 150,
      spend: null,
      costPerLead: null,
      costPerRetained: null,
    })
    // The campaign that uses the page holds the same leads and its own spend.
    const campaign = campaigns.find((row) => row.name === pagesCampaign)
    expect(campaign).toMatchObject({ visits: 3, leads: 2, retained: 1, fees: 150 })
    expect(Number(campaign?.spend)).toBeGreaterThan(0)
    // A sample page no lead of this run touched keeps its own row, not this run's leads.
    const sample = pages.find((row) => (row.paths as string[]).includes('/tiktok-inmigracion'))
    expect(sample).toMatchObject({ spend: null, costPerLead: null, costPerRetained: null })
    expect(sample?.campaigns).toContain('tiktok-inmigracion')
    expect(Number(sample?.visits)).toBeGreaterThan(0)
  })

  it('does not count a letter voided after its signature as signed', async () => {
    const response = await cms(baseURL, accounts.agent, `/campaigns/figures?${query}`)
    const { campaigns } = (await response.json()) as { campaigns: Record<string, unknown>[] }
    // Both of the campaign's leads have a signed letter; the landing lead's was voided.
    expect(campaigns.find((row) => row.name === pagesCampaign)).toMatchObject({
      leads: 2,
      signed: 1,
    })
  })

  it('shows the campaign, its source and the weeks on the dashboard, in both languages', async () => {
    const path = `/lead-dashboard?range=custom&${query}`
    const spanish = await adminPage(baseURL, path, accounts.agent.token, 'es')
    expect(spanish).toContain('Campañas del periodo')
    expect(reportRow(spanish, 'campaign-report-campaigns', name)).toMatchObject({
      leads: '3',
      booked: '2',
      questionnaires: '1',
      signed: '2',
      paid: '1',
      retained: '1',
      fees: expect.stringContaining('200'),
    })
    // The source's row sums this campaign's leads and those of no other (the other lead
    // matches no campaign).
    expect(reportRow(spanish, 'campaign-report-sources', source)).toMatchObject({
      leads: '3',
      retained: '1',
    })
    expect(spanish).toContain('Prospectos de campañas por semana')
    // An agent reads the report but is offered no CSV.
    expect(spanish).not.toContain('/cms/api/campaigns/report.csv')
    const english = await adminPage(baseURL, path, token, 'en')
    expect(english).toContain('Campaigns in the period')
    expect(english).toContain('Campaign leads per week')
    expect(reportRow(english, 'campaign-report-campaigns', name)?.signed).toBe('2')
    expect(english).toContain(
      `href="/cms/api/campaigns/report.csv?from=${period.from}&amp;to=${period.to}"`,
    )
  })

  it('shows each campaign page on the dashboard, titled in the admin’s language, spend left empty', async () => {
    const path = `/lead-dashboard?range=custom&${query}`
    const expected = {
      visits: '3',
      leads: '2',
      booked: '1',
      questionnaires: '0',
      signed: '1',
      paid: '1',
      retained: '1',
      spend: '—',
      costPerLead: '—',
      costPerRetained: '—',
      fees: expect.stringContaining('150'),
    }
    const spanish = await adminPage(baseURL, path, accounts.agent.token, 'es')
    expect(spanish).toContain('Por página de campaña')
    expect(reportRow(spanish, 'campaign-report-pages', page.titleEs)).toEqual(expected)
    const english = await adminPage(baseURL, path, token, 'en')
    expect(english).toContain('Per campaign page')
    expect(reportRow(english, 'campaign-report-pages', pageTitleEn)).toEqual(expected)
  })

  it('downloads as CSV for an admin: one row per campaign and per source', async () => {
    const response = await download()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    const lines = (await response.text()).trim().split('\n')
    // The page columns come after the earlier ones, which keep their places.
    expect(lines[0]).toBe(
      'row,campaign,source,medium,from,to,visits,leads,booked_calls,questionnaires_done,letters_signed,fees_paid_count,retained,spend_usd,cost_per_lead_usd,cost_per_retained_usd,fees_usd,page_title,page_paths,page_campaigns',
    )
    const campaign = lines.find((line) => line.startsWith(`campaign,${name},`))!.split(',')
    expect(campaign.slice(2, 6)).toEqual([source, 'paid', period.from, period.to])
    expect(campaign.slice(7, 13)).toEqual(['3', '2', '1', '2', '1', '1'])
    expect(campaign.slice(16)).toEqual(['200', '', '', ''])
    const sourceRow = lines.find((line) => line.startsWith(`source,,${source},`))!.split(',')
    expect(sourceRow.slice(7, 13)).toEqual(['3', '2', '1', '2', '1', '1'])
    // One row per campaign page, after the sources: no spend nor cost of its own.
    const pageLine = lines.find((line) => line.includes(`,${page.titleEs},`))!
    expect(pageLine.split(',').slice(0, 6)).toEqual(['page', '', '', '', period.from, period.to])
    expect(pageLine.split(',').slice(6)).toEqual([
      ...['3', '2', '1', '0', '1', '1', '1'],
      ...['', '', '', '150'],
      page.titleEs,
      `/${page.es}; /en/${page.en}`,
      pagesCampaign,
    ])
    expect(lines.indexOf(pageLine)).toBeGreaterThan(
      lines.findLastIndex((line) => line.startsWith('source,')),
    )
  })

  it('leaves an export event per download, with the leads it counted', async () => {
    const [last] = await auditEvents(baseURL, token, { sort: '-seq', limit: '1' })
    expect((await download()).status).toBe(200)
    const events = await auditEvents(baseURL, token, {
      'where[seq][greater_than]': String(last.seq),
      'where[action][equals]': 'export',
    })
    const event = events.find((item) => item.details?.file === 'campaign-report')
    expect(event).toMatchObject({ user: expect.stringMatching(/@/), action: 'export' })
    expect(event!.details).toMatchObject({ collection: 'campaigns', ...period })
    expect(event!.details!.leads).toEqual(
      expect.arrayContaining([ids.full, ids.signed, ids.plain, ids.pageForm, ids.pageLanding]),
    )
    expect(event!.details!.leads).not.toContain(ids.other)
  })

  it('is refused to the public, to agents and to editors, and to a bad period', async () => {
    const anonymous = await download(query, {})
    expect(anonymous.status).toBe(401)
    for (const account of [accounts.agent, accounts.editor]) {
      const refused = await download(query, account.auth)
      expect(refused.status).toBe(403)
      expect(await refused.text()).not.toContain(name)
    }
    expect((await download(`from=${period.to}&to=${period.from}`)).status).toBe(400)
    expect((await download('from=yesterday')).status).toBe(400)
  })
})
