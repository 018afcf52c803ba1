import { beforeAll, describe, expect, it } from 'vitest'
import { auditEvents, staffSide } from '../support/audit'
import { Visitor } from '../support/http'
import { runSql } from '../support/sql'
import { booked as bookedStep, signedAndPaid as signedStep, voided } from '../support/client-steps'
import { adminPage, cms } from '../support/staff-accounts'

// Offline conversions without personal data (issue 39): the admin downloads, per ad platform, the
// period's booked / signed / retained steps keyed by that platform's click id only.
const { baseURL, token, databaseUrl, admin, staff, accounts } = staffSide()
const run = String(Date.now()).slice(-7)

type Person = { nombre: string; phone: string; email: string; mensaje: string }
type Sent = Person & { id: number; receivedAt: string }
let counter = 0

/** A lead sent through the site's form with these touches (and headers); its stored row. */
async function lead(touches: Record<string, string>, headers: Record<string, string> = {}) {
  counter += 1
  const person: Person = {
    nombre: `Conversión Persona${counter} Ñandú${run}`,
    phone: `2139${run.slice(-4)}${String(counter).padStart(2, '0')}`,
    email: `persona${counter}.${run}@example.com`,
    mensaje: `Mensaje privado ${counter} ${run}`,
  }
  const response = await new Visitor(baseURL).post(
    '/api/prospecto/agregar',
    { ...person, checkbox: '1', seccion: 'Contacto Español', ...touches },
    'multipart',
    headers,
  )
  expect(await response.json()).toMatchObject({ status: 'success' })
  const [found] = (await staff.find('leads', { phone: person.phone })).docs
  expect(found, `lead ${person.phone} stored`).toBeDefined()
  return { ...person, id: Number(found.id), receivedAt: String(found.receivedAt) } as Sent
}

const booked = (leadId: number) => bookedStep(databaseUrl, leadId, accounts.agent.id)
const signedAndPaid = (leadId: number, feeCents?: number) =>
  signedStep(baseURL, admin, databaseUrl, leadId, feeCents)

let attorney: number
async function retained(leadId: number) {
  const response = await cms(baseURL, admin, `/leads/${leadId}`, {
    method: 'PATCH',
    body: { status: 'retained', matterType: 'parole', responsibleAttorney: attorney },
  })
  expect(response.status).toBe(200)
}

async function download(platform: string, query = '', auth: Record<string, string> = admin.auth) {
  return fetch(`${baseURL}/cms/api/leads/conversions/${platform}.csv${query}`, { headers: auth })
}

const csvRows = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => line.split(','))

const ids = {
  gclidA: `Cj0KCQ-A${run}`,
  fbclidA: `IwAR-A${run}`,
  ttclidA: `E.C.P.A${run}`,
  gclidB: `Cj0KCQ-B${run}`,
  gclidGpc: `Cj0KCQ-GPC${run}`,
  fbclidGpc: `IwAR-GPC${run}`,
  gclidSent: `Cj0KCQ-SENT${run}`,
  ttclidFormula: `-7-${run}`,
  gbraidA: `0AAAAA-GA${run}`,
  gbraid: `0AAAAA-G${run}`,
  wbraid: `CkQKCQ-W${run}`,
  gclidVoid: `Cj0KCQ-VOID${run}`,
}
const leads = {} as Record<
  'a' | 'b' | 'gpc' | 'gpcSent' | 'plain' | 'formula' | 'gbraid' | 'wbraid' | 'voided',
  Sent
>
const files = {} as Record<'google' | 'meta' | 'tiktok', string>

beforeAll(async () => {
  const response = await cms(baseURL, admin, '/attorneys?limit=1&depth=0')
  attorney = ((await response.json()) as { docs: { id: number }[] }).docs[0].id
  // A: every click id on its last touch and every step, its letter's fee paid.
  leads.a = await lead({
    utm_source: 'google',
    gclid: ids.gclidA,
    gbraid: ids.gbraidA,
    fbclid: ids.fbclidA,
    ttclid: ids.ttclidA,
  })
  // B: the Google click on its first touch only; the last touch is an e-mail campaign.
  leads.b = await lead({
    utm_source: 'newsletter',
    first_touch: JSON.stringify({ utm_source: 'google', gclid: ids.gclidB }),
  })
  // Click ids kept, then marked as sent with Global Privacy Control: never reported.
  leads.gpc = await lead({ gclid: ids.gclidGpc, fbclid: ids.fbclidGpc })
  await runSql(databaseUrl, 'UPDATE leads SET attribution_gpc = ? WHERE id = ?', [
    true,
    leads.gpc.id,
  ])
  // Sent with Sec-GPC: 1 (the site keeps no click id), and a lead with no click id at all.
  leads.gpcSent = await lead({ gclid: ids.gclidSent }, { 'sec-gpc': '1' })
  leads.plain = await lead({ utm_source: 'facebook', utm_campaign: 'visa-u' })
  // A click id a spreadsheet would read as a formula.
  leads.formula = await lead({ ttclid: ids.ttclidFormula })
  // Google's iOS clicks: a gbraid on the last touch only, a wbraid on the first touch only.
  leads.gbraid = await lead({ utm_source: 'google', gbraid: ids.gbraid })
  leads.wbraid = await lead({
    utm_source: 'newsletter',
    first_touch: JSON.stringify({ utm_source: 'google', wbraid: ids.wbraid }),
  })
  // A Google click whose signed letter was voided: booked, never "Letter signed".
  leads.voided = await lead({ utm_source: 'google', gclid: ids.gclidVoid })

  for (const sent of Object.values(leads)) await booked(sent.id)
  await signedAndPaid(leads.a.id, 20000)
  await signedAndPaid(leads.gpc.id, 5000)
  await signedAndPaid(leads.plain.id)
  await voided(databaseUrl, await signedAndPaid(leads.voided.id, 7000))
  await retained(leads.a.id)
  await retained(leads.gpc.id)
  await retained(leads.plain.id)

  for (const platform of ['google', 'meta', 'tiktok'] as const) {
    const file = await download(platform)
    expect(file.status, platform).toBe(200)
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(file.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="conversions-${platform}-\\d{4}-\\d\\d-\\d\\d-`),
    )
    files[platform] = await file.text()
  }
}, 120_000)

/** The file's rows of this run's leads (other files' leads share the server). */
const ours = (text: string, idColumns = 1) =>
  csvRows(text).filter((cells) => cells.slice(0, idColumns).some((cell) => cell.includes(run)))

describe('offline conversion files', () => {
  it('Google: its template, one row per step of the leads with a Google click, last touch first', () => {
    const [parameters, header] = csvRows(files.google)
    expect(parameters.join(',')).toMatch(/^Parameters:TimeZone=[A-Za-z_]+\/[A-Za-z_]+$/)
    expect(header).toEqual([
      'Google Click ID',
      'GBRAID',
      'WBRAID',
      'Conversion Name',
      'Conversion Time',
      'Conversion Value',
      'Conversion Currency',
    ])
    const rows = ours(files.google, 3)
    // Exactly one of the three click ids per row: the gclid when the touch has one (lead A's
    // gbraid stays out), else its gbraid, else its wbraid.
    expect(rows.map((cells) => [...cells.slice(0, 4), cells[5], cells[6]])).toEqual([
      [ids.gclidA, '', '', 'Booked call', '', ''],
      [ids.gclidB, '', '', 'Booked call', '', ''],
      ['', ids.gbraid, '', 'Booked call', '', ''],
      ['', '', ids.wbraid, 'Booked call', '', ''],
      [ids.gclidVoid, '', '', 'Booked call', '', ''],
      [ids.gclidA, '', '', 'Letter signed', '200.00', 'USD'],
      [ids.gclidA, '', '', 'Client retained', '200.00', 'USD'],
    ])
    for (const cells of rows) {
      expect(cells).toHaveLength(7)
      expect(cells[4]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d[+-]\d{4}$/)
      const at = Date.parse(cells[4].replace(' ', 'T').replace(/(\d\d)(\d\d)$/, '$1:$2'))
      expect(Math.abs(Date.now() - at)).toBeLessThan(10 * 60_000)
    }
    expect(files.google).not.toContain(ids.gbraidA)
  })

  it('reports no "Letter signed" for a letter voided after its signature', () => {
    const names = ['Booked call', 'Letter signed', 'Client retained']
    const steps = csvRows(files.google)
      .filter((cells) => cells.includes(ids.gclidVoid))
      .map((cells) => cells.find((cell) => names.includes(cell)))
    expect(steps).toEqual(['Booked call'])
  })

  it('Meta: fbc built from the fbclid, Unix event times, standard events, nothing else', () => {
    const [header] = csvRows(files.meta)
    expect(header).toEqual([
      'fbc',
      'event_name',
      'event_time',
      'action_source',
      'value',
      'currency',
    ])
    const fbc = `fb.1.${Date.parse(leads.a.receivedAt)}.${ids.fbclidA}`
    const rows = ours(files.meta)
    expect(rows.map((cells) => [cells[0], cells[1], cells[3], cells[4], cells[5]])).toEqual([
      [fbc, 'Schedule', 'system_generated', '', ''],
      [fbc, 'SubmitApplication', 'system_generated', '200.00', 'USD'],
      [fbc, 'Purchase', 'system_generated', '200.00', 'USD'],
    ])
    for (const cells of rows) {
      expect(Math.abs(Date.now() / 1000 - Number(cells[2]))).toBeLessThan(600)
    }
  })

  it('TikTok: keyed by ttclid, ISO times with offset, a formula-like id made text', () => {
    const [header] = csvRows(files.tiktok)
    expect(header).toEqual(['ttclid', 'event', 'timestamp', 'value', 'currency'])
    const rows = ours(files.tiktok)
    expect(rows.map((cells) => [cells[0], cells[1], cells[3], cells[4]])).toEqual([
      [ids.ttclidA, 'Contact', '', ''],
      [`'${ids.ttclidFormula}`, 'Contact', '', ''],
      [ids.ttclidA, 'SubmitForm', '200.00', 'USD'],
      [ids.ttclidA, 'CompletePayment', '200.00', 'USD'],
    ])
    for (const cells of rows) {
      expect(cells[2]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/)
    }
  })

  it('holds no name, phone, e-mail, message or address of any lead, nor a GPC lead’s click', () => {
    for (const [platform, text] of Object.entries(files)) {
      for (const sent of Object.values(leads)) {
        for (const value of [sent.nombre, sent.phone, sent.email, sent.mensaje]) {
          expect(text, `${platform} holds ${value}`).not.toContain(value)
        }
      }
      expect(text).not.toContain('@')
      expect(text).not.toContain('127.0.0.1')
      for (const id of [ids.gclidGpc, ids.fbclidGpc, ids.gclidSent]) {
        expect(text, `${platform} holds ${id}`).not.toContain(id)
      }
    }
  })

  it('takes the period from `from` and `to` (the firm’s days) and refuses a bad one', async () => {
    const past = await download('google', '?from=2000-01-01&to=2000-01-31')
    expect(past.status).toBe(200)
    expect(csvRows(await past.text())).toHaveLength(2) // the time zone and the header only
    expect((await download('meta', '?from=31/01/2000')).status).toBe(400)
    expect((await download('tiktok', '?from=2000-02-01&to=2000-01-01')).status).toBe(400)
    expect((await download('bing')).status).toBe(404)
  })

  it('is refused to the public, to agents and to editors', async () => {
    const anonymous = await download('google', '', {})
    expect(anonymous.status).toBe(401)
    for (const account of [accounts.agent, accounts.editor]) {
      for (const platform of ['google', 'meta', 'tiktok']) {
        const refused = await download(platform, '', account.auth)
        expect(refused.status).toBe(403)
        expect(await refused.text()).not.toContain(run)
      }
    }
  })

  it('leaves an export event per download, with the leads and rows it held', async () => {
    const [last] = await auditEvents(baseURL, token, { sort: '-seq', limit: '1' })
    expect((await download('tiktok')).status).toBe(200)
    const events = await auditEvents(baseURL, token, {
      'where[seq][greater_than]': String(last.seq),
      'where[action][equals]': 'export',
    })
    const event = events.find((item) => item.details?.file === 'conversions-tiktok')
    expect(event).toMatchObject({ user: expect.stringMatching(/@/), action: 'export' })
    expect(event!.details).toMatchObject({ collection: 'leads', rows: expect.any(Number) })
    expect(event!.details!.leads).toEqual(expect.arrayContaining([leads.a.id, leads.formula.id]))
    expect(event!.details!.leads).not.toContain(leads.gpc.id)
    expect(event!.details!.from).toMatch(/^\d{4}-\d\d-\d\d$/)
  })

  it('the dashboard and the leads list link the files for admins, in both languages', async () => {
    const dashboard = await adminPage(baseURL, '/lead-dashboard?range=7', token, 'es')
    const days = [...dashboard.matchAll(/name="(from|to)"[^>]*value="(\d{4}-\d\d-\d\d)"/g)]
    const [from, to] = days.map((match) => match[2])
    expect(dashboard).toContain('Conversiones sin conexión para plataformas de anuncios')
    expect(dashboard).toContain('Súbalos en cada plataforma')
    for (const platform of ['google', 'meta', 'tiktok']) {
      expect(dashboard).toContain(
        `href="/cms/api/leads/conversions/${platform}.csv?from=${from}&amp;to=${to}"`,
      )
    }
    const english = await adminPage(baseURL, '/lead-dashboard', token, 'en')
    expect(english).toContain('Offline conversions for ad platforms')
    expect(english).toContain('href="/cms/api/leads/conversions/meta.csv?from=')
    const list = await adminPage(baseURL, '/collections/leads', token, 'en')
    expect(list).toContain('href="/cms/api/leads/conversions/google.csv"')
    expect(list).toContain('Period: the last 30 days')
    // An agent works leads but is shown no such link.
    const agentList = await adminPage(baseURL, '/collections/leads', accounts.agent.token)
    const agentDashboard = await adminPage(baseURL, '/lead-dashboard', accounts.agent.token)
    expect(agentList).toContain('/cms/api/leads/export.csv')
    expect(agentDashboard).toContain('client-path-by-source')
    for (const html of [agentList, agentDashboard]) {
      expect(html).not.toContain('/cms/api/leads/conversions/')
    }
  })
})
