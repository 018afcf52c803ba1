import { describe, expect, it } from 'vitest'
import { monthFrom, periodAroundToday, spendAroundToday } from '../support/campaign-months'
import { sharedServer } from '../support/shared-server'
import { Staff, Visitor } from '../support/http'
import { runSql } from '../support/sql'
import { cms, staffOfEachRole } from '../support/staff-accounts'

// What each campaign earns (issue 39): campaigns and their spend in the admin, visits counted
// without cookies, and the figures the report reads, on the run's database (SQLite or PostgreSQL).
const baseURL = sharedServer('baseURL')
const databaseUrl = sharedServer('databaseUrl')
const adminToken = sharedServer('staffToken')
const admin = { auth: { authorization: `JWT ${adminToken}` } }
const staff = new Staff(baseURL, adminToken)
const roles = staffOfEachRole(baseURL, adminToken)

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`
let ipCounter = 0
const nextIp = () => `203.0.${Math.floor(Math.random() * 200) + 1}.${(ipCounter++ % 250) + 1}`

type Json = Record<string, unknown>
const json = async (response: Response) => (await response.json()) as Json

async function createCampaign(data: Json, account: { auth: { authorization: string } } = admin) {
  const response = await cms(baseURL, account, '/campaigns', { method: 'POST', body: data })
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201)
  return (await json(response)).doc as Json & { id: number }
}

async function samplePageId(slug: string) {
  const response = await cms(baseURL, admin, `/pages?where[slug][equals]=${slug}&depth=0&locale=es`)
  const [page] = ((await json(response)).docs as { id: number }[]) ?? []
  expect(page, `sample page ${slug}`).toBeDefined()
  return page.id
}

/** Uploads a CSV to the campaign's spend import as `account`. */
function importCsv(id: number, csv: string | Uint8Array, account = admin, language = 'es') {
  const form = new FormData()
  form.append('file', new Blob([csv as BlobPart], { type: 'text/csv' }), 'export.csv')
  return fetch(`${baseURL}/cms/api/campaigns/${id}/spend-import`, {
    method: 'POST',
    body: form,
    headers: { ...account.auth, 'accept-language': language },
  })
}

const spendOf = async (id: number) =>
  ((await json(await cms(baseURL, admin, `/campaigns/${id}?depth=0`))).spend as Json[]).map(
    ({ month, amount }) => ({ month, amount }),
  )

describe('campaigns in the admin', () => {
  it('the public reads no campaign, visit or figure', async () => {
    for (const path of [
      '/campaigns',
      '/campaign-visits',
      '/campaigns/figures?from=2026-01-01&to=2026-01-31',
    ]) {
      const response = await fetch(`${baseURL}/cms/api${path}`)
      expect(response.status, path).toBeGreaterThanOrEqual(401)
      expect(response.status, path).toBeLessThan(404)
      expect(await response.text()).not.toContain('tiktok-inmigracion')
    }
  })

  it('an editor (marketing) creates and changes campaigns; an agent reads but writes nothing', async () => {
    const { agent, editor } = roles
    const page = await samplePageId('tiktok-inmigracion')
    const campaign = await createCampaign(
      {
        name: `Editor-${unique()}`,
        source: 'tiktok',
        pages: [page],
        spend: [{ month: '2026-09', amount: 100 }],
      },
      editor,
    )
    const renamed = await cms(baseURL, editor, `/campaigns/${campaign.id}`, {
      method: 'PATCH',
      body: { medium: 'paid_social' },
    })
    expect(renamed.status).toBe(200)

    expect((await cms(baseURL, agent, `/campaigns/${campaign.id}`)).status).toBe(200)
    const attempts = [
      cms(baseURL, agent, '/campaigns', { method: 'POST', body: { name: `Agent-${unique()}` } }),
      cms(baseURL, agent, `/campaigns/${campaign.id}`, {
        method: 'PATCH',
        body: { spend: [{ month: '2026-09', amount: 1 }] },
      }),
      cms(baseURL, agent, `/campaigns/${campaign.id}`, { method: 'DELETE' }),
    ]
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(403)
    expect(await spendOf(campaign.id)).toEqual([{ month: '2026-09', amount: 100 }])
    expect((await json(await cms(baseURL, admin, `/campaigns/${campaign.id}`))).medium).toBe(
      'paid_social',
    )
  })

  it('refuses a spend month that is not YYYY-MM and an end before the start', async () => {
    const name = `Bad-${unique()}`
    const month = await cms(baseURL, admin, '/campaigns', {
      method: 'POST',
      body: { name, spend: [{ month: 'October', amount: 5 }] },
    })
    expect(month.status).toBe(400)
    const dates = await cms(baseURL, admin, '/campaigns', {
      method: 'POST',
      body: { name, startDate: '2026-10-10', endDate: '2026-10-01' },
    })
    expect(dates.status).toBe(400)
  })

  it('nobody writes visit counts through the API, not even an admin (the site counts them)', async () => {
    const page = await samplePageId('tiktok-inmigracion')
    const created = await cms(baseURL, roles.editor, '/campaign-visits', {
      method: 'POST',
      body: { page, day: '2026-01-01', count: 1000 },
    })
    expect(created.status).toBe(403)
    const [row] = (
      await json(await cms(baseURL, admin, `/campaign-visits?where[page][equals]=${page}&limit=1`))
    ).docs as { id: number; count: number }[]
    expect(row, 'a sample visit row').toBeDefined()
    const changed = await cms(baseURL, admin, `/campaign-visits/${row.id}`, {
      method: 'PATCH',
      body: { count: 999_999 },
    })
    expect(changed.status).toBe(403)
    const after = await json(await cms(baseURL, admin, `/campaign-visits/${row.id}`))
    expect(after.count).toBe(row.count)
  })
})

describe('spend imported from an ad platform CSV', () => {
  it('sums the export per month, replaces only those months and keeps the others', async () => {
    const campaign = await createCampaign({
      name: `Import-${unique()}`,
      spend: [
        { month: '2026-08', amount: 80 },
        { month: '2026-09', amount: 999 },
      ],
    })
    const csv = [
      'Campaign report',
      'Day,Campaign,Cost',
      '2026-09-01,Parole,"1,000.25"',
      '2026-09-30,Parole,$9.75',
      '2026-10-02,Parole,50',
      'Total: Account,--,"1,060.00"',
    ].join('\n')
    const response = await importCsv(campaign.id, csv, roles.editor)
    expect(response.status).toBe(200)
    expect((await json(response)).rowsRead).toBe(3)
    expect(await spendOf(campaign.id)).toEqual([
      { month: '2026-08', amount: 80 },
      { month: '2026-09', amount: 1010 },
      { month: '2026-10', amount: 50 },
    ])
  })

  it('a file it cannot read changes nothing and says why, in the admin language', async () => {
    const campaign = await createCampaign({
      name: `Unreadable-${unique()}`,
      spend: [{ month: '2026-07', amount: 70 }],
    })
    const english = await importCsv(campaign.id, 'Campaign,Clicks\nParole,12\n', admin, 'en')
    expect(english.status).toBe(400)
    expect(String((await json(english)).error)).toMatch(/no day or month column.*not changed/i)
    const spanish = await importCsv(campaign.id, 'Day,Cost\nayer,mucho\n', admin, 'es')
    expect(spanish.status).toBe(400)
    expect(String((await json(spanish)).error)).toMatch(/No se ha cambiado el gasto/)
    const binary = await importCsv(
      campaign.id,
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1]),
    )
    expect(binary.status).toBe(400)
    expect(await spendOf(campaign.id)).toEqual([{ month: '2026-07', amount: 70 }])
  })

  it('an agent or the public cannot import spend', async () => {
    const campaign = await createCampaign({ name: `Guarded-${unique()}` })
    const csv = 'Day,Cost\n2026-09-01,10\n'
    expect((await importCsv(campaign.id, csv, roles.agent)).status).toBe(403)
    const anonymous = new FormData()
    anonymous.append('file', new Blob([csv]), 'x.csv')
    const response = await fetch(`${baseURL}/cms/api/campaigns/${campaign.id}/spend-import`, {
      method: 'POST',
      body: anonymous,
    })
    expect(response.status).toBe(401)
    expect(await spendOf(campaign.id)).toEqual([])
  })
})

describe('visits counted without cookies', () => {
  const beacon = (body: unknown, ip = nextIp(), site = 'same-origin') =>
    fetch(`${baseURL}/api/visit`, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'sec-fetch-site': site,
        'x-forwarded-for': ip,
      },
    })

  const visitsOf = async (page: number) => {
    const rows = await runSql(databaseUrl, 'select count from campaign_visits where page_id = ?', [
      page,
    ])
    return rows.reduce((sum, row) => sum + Number(row.count), 0)
  }

  it('counts each beacon of a campaign page once, atomically, answering 204 without a cookie', async () => {
    const page = await samplePageId('parole-en-familia')
    const before = await visitsOf(page)
    const answers = await Promise.all(Array.from({ length: 12 }, () => beacon({ page })))
    for (const answer of answers) {
      expect(answer.status).toBe(204)
      expect(answer.headers.get('set-cookie')).toBeNull()
    }
    expect(await visitsOf(page)).toBe(before + 12)
  })

  it('keeps no address: a row is a page, a day and a count', async () => {
    const page = await samplePageId('parole-en-familia')
    const ip = '192.0.2.77'
    expect((await beacon({ page }, ip)).status).toBe(204)
    const rows = await runSql(databaseUrl, 'select * from campaign_visits where page_id = ?', [
      page,
    ])
    expect(Object.keys(rows[0]).sort()).toEqual([
      'count',
      'created_at',
      'day',
      'id',
      'page_id',
      'updated_at',
    ])
    expect(JSON.stringify(rows)).not.toContain(ip)
  })

  it('counts a page published a moment after the known pages were read, and not a draft', async () => {
    // A beacon of a known page: this instance has just read which pages are published.
    expect((await beacon({ page: await samplePageId('parole-en-familia') })).status).toBe(204)
    const slug = `recien-${unique()}`
    const draft = await cms(baseURL, admin, '/pages?locale=es', {
      method: 'POST',
      body: { title: `Borrador ${slug}`, slug, _status: 'draft' },
    })
    expect(draft.status).toBe(201)
    const id = ((await json(draft)).doc as { id: number }).id
    expect((await beacon({ page: id })).status).toBe(404)
    const published = await cms(baseURL, admin, `/pages/${id}?locale=es`, {
      method: 'PATCH',
      body: { _status: 'published' },
    })
    expect(published.status).toBe(200)
    expect((await beacon({ page: id })).status).toBe(204)
    expect(await visitsOf(id)).toBe(1)
  })

  it('refuses an unknown page, a bad body and another site’s post', async () => {
    const page = await samplePageId('parole-en-familia')
    expect((await beacon({ page: 987_654 })).status).toBe(404)
    expect((await beacon('not json')).status).toBe(400)
    expect((await beacon({ page: 'x'.repeat(300) })).status).toBe(400)
    const before = await visitsOf(page)
    expect((await beacon({ page }, nextIp(), 'cross-site')).status).toBe(403)
    expect(await visitsOf(page)).toBe(before)
  })

  it('limits one address to 30 beacons a minute', async () => {
    const page = await samplePageId('tiktok-inmigracion')
    const ip = nextIp()
    const statuses: number[] = []
    // Two minute windows at most, should the minute turn during the loop.
    while (statuses.length < 70 && statuses.at(-1) !== 429) {
      statuses.push((await beacon({ page }, ip)).status)
    }
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.length).toBeGreaterThan(30)
    // Another address is not held back.
    expect((await beacon({ page })).status).toBe(204)
  })
})

describe('what each campaign earns', () => {
  const period = periodAroundToday()
  const figures = async (account = admin) => {
    const response = await cms(
      baseURL,
      account,
      `/campaigns/figures?from=${period.from}&to=${period.to}`,
    )
    expect(response.status).toBe(200)
    return (await json(response)).campaigns as Json[]
  }

  async function postLead(fields: Record<string, string>) {
    const phone = `30${unique().slice(-8)}`
    const response = await new Visitor(baseURL, nextIp()).post('/api/prospecto/agregar', {
      nombre: 'Prueba Campaña',
      phone,
      checkbox: '1',
      seccion: 'Contacto Español',
      locale: 'es',
      ...fields,
    })
    expect(await response.json()).toMatchObject({ status: 'success' })
    const [lead] = (await staff.find('leads', { phone })).docs
    return Number(lead.id)
  }

  it('gives cost per lead and per retained client from the spend and the matched leads', async () => {
    const name = `Figures-${unique()}`
    const campaign = await createCampaign({
      name,
      source: 'facebook',
      spend: spendAroundToday(),
    })
    const [attorney] = (await staff.find('attorneys')).docs
    const leads = [
      await postLead({ utm_campaign: name.toUpperCase(), utm_source: 'facebook' }),
      await postLead({
        first_touch: JSON.stringify({ utm_campaign: name, at: String(Date.now()) }),
      }),
      await postLead({ utm_campaign: ` ${name.toLowerCase()} ` }),
      await postLead({ utm_campaign: `${name}-other` }),
    ]
    for (const id of leads.slice(0, 2)) {
      const retained = await cms(baseURL, admin, `/leads/${id}`, {
        method: 'PATCH',
        body: { status: 'retained', matterType: 'parole', responsibleAttorney: attorney.id },
      })
      expect(retained.status).toBe(200)
    }
    const row = (await figures()).find((figure) => figure.id === campaign.id)
    expect(row).toMatchObject({ name, spend: 900.5, leads: 3, retained: 2, visits: 0 })
    expect(row?.costPerLead).toBe(300.17)
    expect(row?.costPerRetained).toBe(450.25)
  })

  it('says null, not infinity, when a campaign has spend but no lead', async () => {
    const campaign = await createCampaign({
      name: `Empty-${unique()}`,
      spend: [{ month: monthFrom(0), amount: 200 }],
    })
    const row = (await figures(roles.editor)).find((figure) => figure.id === campaign.id)
    expect(row).toMatchObject({
      spend: 200,
      leads: 0,
      retained: 0,
      costPerLead: null,
      costPerRetained: null,
    })
  })

  it('a fresh site has two sample campaigns with spend and visits', async () => {
    const rows = await figures(roles.agent)
    for (const name of ['tiktok-inmigracion', 'facebook-parole-familia']) {
      const row = rows.find((figure) => figure.name === name)
      expect(row, name).toBeDefined()
      expect(Number(row?.spend)).toBeGreaterThan(0)
      expect(Number(row?.visits)).toBeGreaterThan(0)
    }
  })

  it('refuses a period that is not two days in order', async () => {
    const response = await cms(baseURL, admin, '/campaigns/figures?from=2026-10-31&to=2026-10-01')
    expect(response.status).toBe(400)
  })
})
