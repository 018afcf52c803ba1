import { describe, expect, it } from 'vitest'
import { sharedServer } from '../support/shared-server'
import { Visitor } from '../support/http'

const baseURL = sharedServer('baseURL')
const token = sharedServer('staffToken')

const phone = `3055${String(Date.now()).slice(-7)}`
const lead = {
  nombre: 'Íñigo Peña',
  // A valid address that a spreadsheet would read as a formula.
  email: '+1+cmd@example.com',
  phone,
  mensaje: 'Primera línea del caso\nSegunda línea',
  checkbox: '1',
  seccion: 'Footer Español',
}

async function exportCsv(query = '', auth = true) {
  return fetch(`${baseURL}/cms/api/leads/export.csv${query}`, {
    headers: auth ? { authorization: `JWT ${token}` } : {},
  })
}

/** Minimal RFC 4180 reader for the assertions (quoted cells, doubled quotes, CRLF or LF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"'
      i++
    } else if (char === '"') {
      quoted = !quoted
    } else if (quoted || (char !== ',' && char !== '\n' && char !== '\r')) {
      cell += char
    } else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    }
  }
  return rows
}

describe('staff lead export as CSV', () => {
  it('refuses anyone not logged in as staff', async () => {
    const response = await exportCsv('', false)
    expect(response.status).toBe(401)
    expect((await response.json()).error).toMatch(/staff/)
  })

  it('downloads every lead with its fields, accents intact and formulas neutralized', async () => {
    const posted = await new Visitor(baseURL).post('/api/prospecto/agregar', lead)
    expect((await posted.json()).status).toBe('success')

    const response = await exportCsv()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-/)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]) // BOM: spreadsheets read UTF-8
    const [header, ...rows] = parseCsv(new TextDecoder().decode(bytes.slice(3)))
    expect(header.slice(0, 6)).toEqual([
      'received_at',
      'nombre',
      'phone',
      'email',
      'mensaje',
      'seccion',
    ])
    const row = rows.find((cells) => cells[header.indexOf('phone')] === phone)
    expect(row).toBeDefined()
    const value = (column: string) => row![header.indexOf(column)]
    expect(value('nombre')).toBe('Íñigo Peña')
    expect(value('email')).toBe(`'${lead.email}`)
    expect(value('mensaje')).toBe(lead.mensaje)
    expect(value('seccion')).toBe('Footer Español')
    expect(value('language')).toBe('es')
    expect(value('terms_accepted')).toBe('yes')
    expect(value('consent_text').length).toBeGreaterThan(20)
    expect(rows.every((cells) => cells.length === header.length)).toBe(true)
  })

  it('ends each row with the first and last touch, after the earlier columns', async () => {
    const touchPhone = `3056${String(Date.now()).slice(-7)}`
    const posted = await new Visitor(baseURL).post('/api/prospecto/agregar', {
      ...lead,
      phone: touchPhone,
      email: 'touch@example.com',
      utm_source: '=HYPERLINK("x")',
      utm_campaign: 'visa-u',
      gclid: 'Cj0KCQ-export',
      landing_page: '/visa-u?utm_campaign=visa-u',
      referrer: 'https://www.google.com/search?q=x',
      first_touch: JSON.stringify({ utm_source: 'tiktok', ttclid: 'E.C.P.export' }),
    })
    expect((await posted.json()).status).toBe('success')
    const [header, ...rows] = parseCsv((await (await exportCsv()).text()).slice(1))
    const touch = [
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'gclid',
      'gbraid',
      'wbraid',
      'fbclid',
      'ttclid',
      'landing_page',
      'referrer',
    ]
    // The earlier columns keep their places; the touches come after `id`, then `gpc`.
    const id = header.indexOf('id')
    expect(header.slice(id)).toEqual([
      'id',
      ...touch.map((name) => `first_touch_${name}`),
      ...touch.map((name) => `last_touch_${name}`),
      'gpc',
    ])
    const row = rows.find((cells) => cells[header.indexOf('phone')] === touchPhone)!
    const value = (column: string) => row[header.indexOf(column)]
    expect(value('first_touch_utm_source')).toBe('tiktok')
    expect(value('first_touch_ttclid')).toBe('E.C.P.export')
    expect(value('first_touch_gclid')).toBe('')
    // A campaign value a spreadsheet would run is written as text.
    expect(value('last_touch_utm_source')).toBe(`'=HYPERLINK("x")`)
    expect(value('last_touch_utm_campaign')).toBe('visa-u')
    expect(value('last_touch_gclid')).toBe('Cj0KCQ-export')
    expect(value('last_touch_landing_page')).toBe('/visa-u?utm_campaign=visa-u')
    expect(value('last_touch_referrer')).toBe('www.google.com')
    expect(value('gpc')).toBe('no')
  })

  it('offers the export of the listed leads above the leads list in the admin', async () => {
    const query = '?search=Pe%C3%B1a&where%5Bstatus%5D%5Bequals%5D=new'
    const response = await fetch(`${baseURL}/admin/collections/leads${query}`, {
      // The admin's login cookie, sent as a browser sends it on a same-origin navigation.
      headers: { cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' },
    })
    expect(response.status).toBe(200)
    const html = await response.text()
    // The list's own search and filter go with the export (the admin speaks Spanish by default).
    expect(html).toContain(
      'href="/cms/api/leads/export.csv?search=Pe%C3%B1a&amp;where%5Bstatus%5D%5Bequals%5D=new"',
    )
    expect(html).toContain('Exportar esta lista (CSV)')

    const download = (site: string) =>
      fetch(`${baseURL}/cms/api/leads/export.csv`, {
        headers: { cookie: `payload-token=${token}`, 'sec-fetch-site': site },
      })
    expect((await download('same-origin')).status).toBe(200)
    expect((await download('cross-site')).status).toBe(401) // another site cannot pull the leads
  })

  it('filters by the day received and answers a clear 400 for a bad date', async () => {
    // The firm's day (America/New_York unless FIRM_TIME_ZONE says otherwise).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
      new Date(),
    )
    const current = parseCsv(await (await exportCsv(`?from=${today}&to=${today}`)).text())
    expect(current.some((cells) => cells.includes(phone))).toBe(true)
    const past = parseCsv(await (await exportCsv('?to=2000-01-01')).text())
    expect(past).toHaveLength(1) // the header only

    const bad = await exportCsv('?from=23/11/2026')
    expect(bad.status).toBe(400)
    expect((await bad.json()).error).toBe("'from' must be a date as YYYY-MM-DD")
    const reversed = await exportCsv('?from=2026-02-01&to=2026-01-01')
    expect(reversed.status).toBe(400)
  })
})
