import { describe, expect, it } from 'vitest'
import { sharedServer } from '../support/shared-server'
import { Staff, Visitor } from '../support/http'
import { cms, staffOfEachRole } from '../support/staff-accounts'

// First and last campaign touch on every lead (issue 39): stored cleaned, GPC honoured, read by
// staff who read leads, changed by no one.
const baseURL = sharedServer('baseURL')
const adminToken = sharedServer('staffToken')
const staff = new Staff(baseURL, adminToken)
const admin = { auth: { authorization: `JWT ${adminToken}` } }
const roles = staffOfEachRole(baseURL, adminToken)

const lead = {
  nombre: 'Rosa Elena Paredes',
  phone: '',
  email: 'rosa@example.com',
  mensaje: 'Quiero saber del parole',
  checkbox: '1',
  seccion: 'Contacto Español',
  locale: 'es',
}

let counter = 0
function uniquePhone() {
  counter += 1
  return `20256${String(Date.now()).slice(-3)}${String(counter).padStart(2, '0')}`
}

type Touch = Record<string, string | null | undefined>
type StoredLead = {
  id: number
  pagePath?: string | null
  attribution?: { firstTouch?: Touch; lastTouch?: Touch; gpc?: boolean | null }
}

/** The lead as an admin reads it through `GET /cms/api/leads/:id`. */
async function leadByPhone(phone: string): Promise<StoredLead> {
  const [found] = (await staff.find('leads', { phone })).docs
  expect(found, `lead ${phone} stored`).toBeDefined()
  return leadById(Number(found.id))
}

async function leadById(id: number): Promise<StoredLead> {
  const response = await cms(baseURL, admin, `/leads/${id}?depth=0`)
  expect(response.status).toBe(200)
  return (await response.json()) as StoredLead
}

/** Only the values a touch holds (Payload answers the empty ones as null). */
const values = (touch: Touch | undefined) =>
  Object.fromEntries(Object.entries(touch ?? {}).filter(([, value]) => value != null))

async function postLead(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const phone = uniquePhone()
  const response = await new Visitor(baseURL).post(
    '/api/prospecto/agregar',
    { ...lead, phone, ...fields },
    'multipart',
    headers,
  )
  expect(await response.json()).toMatchObject({ status: 'success' })
  return leadByPhone(phone)
}

const firstTouch = {
  utm_source: 'tiktok',
  utm_medium: 'paid_social',
  utm_campaign: 'parole-nov',
  ttclid: 'E.C.P.abc-123_x',
  landing_page:
    '/parole-en-familia?utm_source=tiktok&utm_campaign=parole-nov&ttclid=E.C.P.abc-123_x',
  referrer: 'https://www.tiktok.com/foryou?lang=es',
  at: '1764300000000',
}

describe('first and last touch on a lead', () => {
  it('stores both touches cleaned, and an admin reads them through the API', async () => {
    const stored = await postLead({
      utm_source: '  facebook\u0000 ',
      utm_medium: 'cpc',
      utm_campaign: `<script>alert(1)</script>visa-u-${'x'.repeat(400)}`,
      utm_term: '<b>abogado</b> inmigración',
      utm_content: 'video-2',
      gclid: 'not a click id <img src=x>',
      fbclid: 'IwAR2abc_DEF-123',
      landing_page: `https://other.example/visa-u?utm_source=facebook&x=${'y'.repeat(900)}`,
      referrer: 'https://l.facebook.com/l.php?u=https%3A%2F%2Fsite&h=secret',
      first_touch: JSON.stringify(firstTouch),
    })
    const last = values(stored.attribution?.lastTouch)
    expect(last).toMatchObject({
      utm_source: 'facebook',
      utm_medium: 'cpc',
      utm_term: 'abogado inmigración',
      utm_content: 'video-2',
      fbclid: 'IwAR2abc_DEF-123',
      referrer: 'l.facebook.com',
    })
    // Markup stripped, then cut at 200 characters.
    expect(last.utm_campaign).toMatch(/^alert\(1\)visa-u-x+$/)
    expect(String(last.utm_campaign)).toHaveLength(200)
    // A malformed click id is dropped, not repaired.
    expect(last.gclid).toBeUndefined()
    // The landing page is a site path (never another host) of at most 500 characters.
    expect(String(last.landing_page)).toMatch(/^\/visa-u\?utm_source=facebook&x=y+$/)
    expect(String(last.landing_page)).toHaveLength(500)
    expect(values(stored.attribution?.firstTouch)).toEqual({
      utm_source: 'tiktok',
      utm_medium: 'paid_social',
      utm_campaign: 'parole-nov',
      ttclid: 'E.C.P.abc-123_x',
      landing_page: firstTouch.landing_page,
      referrer: 'www.tiktok.com',
    })
    expect(stored.attribution?.gpc).toBe(false)
  })

  it('keeps the UTM values but no click ids when the browser sends Sec-GPC: 1', async () => {
    const fields = {
      utm_source: 'google',
      utm_campaign: 'visa-k1',
      gclid: 'Cj0KCQiA_abc-123',
      gbraid: '0AAAAA_abc',
      landing_page: '/visa-k1?utm_source=google&gclid=Cj0KCQiA_abc-123',
      first_touch: JSON.stringify(firstTouch),
      // The form's page as the browser names it: the ad's click ids ride in its query too.
      page_path:
        '/visa-k1?utm_source=google&gclid=Cj0KCQiA_abc-123&utm_campaign=visa-k1&wbraid=wb_9&ttclid=t_1&fbclid=f_1&gbraid=g_1',
    }
    const stored = await postLead(fields, { 'sec-gpc': '1' })
    expect(stored.attribution?.gpc).toBe(true)
    const last = values(stored.attribution?.lastTouch)
    expect(last).toMatchObject({ utm_source: 'google', utm_campaign: 'visa-k1' })
    expect(last.gclid).toBeUndefined()
    expect(last.gbraid).toBeUndefined()
    // Nor in the landing page's query: the rest of it stays.
    expect(last.landing_page).toBe('/visa-k1?utm_source=google')
    const first = values(stored.attribution?.firstTouch)
    expect(first).toMatchObject({ utm_source: 'tiktok', utm_campaign: 'parole-nov' })
    expect(first.ttclid).toBeUndefined()
    // The lead's own page keeps its UTM values but none of the five click ids either: it reaches
    // the admin, the webhook and the CSV export as the touches do.
    expect(stored.pagePath).toBe('/visa-k1?utm_source=google&utm_campaign=visa-k1')
    // The same post without the signal keeps them (the difference is the header).
    const without = await postLead(fields)
    expect(without.attribution?.lastTouch?.gclid).toBe('Cj0KCQiA_abc-123')
    expect(without.attribution?.firstTouch?.ttclid).toBe('E.C.P.abc-123_x')
    expect(without.pagePath).toBe(fields.page_path)
  })

  it('ignores the site’s own host as a referrer', async () => {
    const stored = await postLead({
      utm_source: 'newsletter',
      referrer: `${baseURL}/blog`,
      first_touch: JSON.stringify({ landing_page: '/', referrer: new URL(baseURL).host }),
    })
    expect(stored.attribution?.lastTouch?.referrer ?? null).toBeNull()
    expect(values(stored.attribution?.firstTouch)).toEqual({ landing_page: '/' })
  })

  it('stores the lead even when every touch field is garbage', async () => {
    const stored = await postLead({
      first_touch: '{"utm_source": "tiktok", oops',
      utm_source: '<<<>>>',
      utm_medium: '\u0001\u0002\u0003',
      gclid: '💥'.repeat(300),
      ttclid: 'x'.repeat(201),
      landing_page: 'javascript:alert(1)//' + '%'.repeat(3000),
      referrer: 'not a host at all',
    })
    expect(stored.id).toBeGreaterThan(0)
    expect(values(stored.attribution?.firstTouch)).toEqual({})
    const last = values(stored.attribution?.lastTouch)
    expect(last.utm_source).toBeUndefined()
    expect(last.utm_medium).toBeUndefined()
    expect(last.gclid).toBeUndefined()
    expect(last.ttclid).toBeUndefined()
    expect(last.referrer).toBeUndefined()
    // A landing page that is not a site path or a web address is dropped.
    expect(last.landing_page).toBeUndefined()
    // A first touch that is JSON but not an object is ignored too.
    const array = await postLead({ first_touch: '["tiktok"]', utm_source: 'x' })
    expect(values(array.attribution?.firstTouch)).toEqual({})
  })

  it('without JavaScript takes the campaign from the URL of the form’s page', async () => {
    const phone = uniquePhone()
    const page = '/parole-en-familia?utm_source=tiktok&utm_campaign=parole-nov&ttclid=abc'
    const response = await new Visitor(baseURL).postPlainForm(
      '/api/prospecto/agregar',
      { ...lead, phone, form_id: 'footer-lead-form' },
      page,
    )
    expect(response.status).toBe(303)
    const stored = await leadByPhone(phone)
    expect(values(stored.attribution?.lastTouch)).toEqual({
      utm_source: 'tiktok',
      utm_campaign: 'parole-nov',
      ttclid: 'abc',
      landing_page: page,
    })
    expect(values(stored.attribution?.firstTouch)).toEqual({})
  })

  it('without JavaScript keeps the first page’s campaign through the retry page', async () => {
    const phone = uniquePhone()
    const visitor = new Visitor(baseURL)
    const page = '/parole-en-familia?utm_source=facebook&utm_campaign=otono&fbclid=IwAR_1'
    const wrong = await visitor.postPlainForm(
      '/api/prospecto/agregar',
      { ...lead, phone: '123', form_id: 'footer-lead-form' },
      page,
    )
    expect(wrong.headers.get('location')).toBe('/formulario#footer-lead-form')
    const again = await visitor.postPlainForm(
      '/api/prospecto/agregar',
      { ...lead, phone, form_id: 'footer-lead-form' },
      '/formulario',
    )
    expect(again.status).toBe(303)
    const stored = await leadByPhone(phone)
    expect(values(stored.attribution?.lastTouch)).toMatchObject({
      utm_source: 'facebook',
      fbclid: 'IwAR_1',
      landing_page: page,
    })
  })

  it('the tramcase endpoint takes the same fields', async () => {
    const phone = uniquePhone()
    const response = await new Visitor(baseURL).post('/api/prospecto/tramcase', {
      ...lead,
      phone,
      seccion: 'Tramcase',
      situacion: 'crimeVictim',
      utm_source: 'google',
      wbraid: 'wb_1',
    })
    expect(await response.json()).toMatchObject({ status: 'success' })
    expect(values((await leadByPhone(phone)).attribution?.lastTouch)).toEqual({
      utm_source: 'google',
      wbraid: 'wb_1',
    })
  })

  it('no role changes a stored touch, through the API or the admin', async () => {
    const stored = await postLead({
      utm_source: 'tiktok',
      ttclid: 'abc',
      first_touch: JSON.stringify(firstTouch),
    })
    const before = stored.attribution
    const forged = {
      attribution: {
        firstTouch: { utm_source: 'forged', ttclid: 'forged' },
        lastTouch: { utm_source: 'forged', gclid: 'forged' },
        gpc: true,
      },
    }
    for (const account of [admin, roles.agent]) {
      const patch = await cms(baseURL, account, `/leads/${stored.id}`, {
        method: 'PATCH',
        body: forged,
      })
      expect(patch.status).toBeLessThan(500)
      expect((await leadById(stored.id)).attribution).toEqual(before)
    }
    // Editors (marketing) never read or write a lead.
    const editorPatch = await cms(baseURL, roles.editor, `/leads/${stored.id}`, {
      method: 'PATCH',
      body: forged,
    })
    expect(editorPatch.status).toBeGreaterThanOrEqual(400)
    const editorRead = await cms(baseURL, roles.editor, `/leads/${stored.id}`)
    expect(editorRead.status).toBeGreaterThanOrEqual(400)
    expect(JSON.stringify(await editorRead.json())).not.toContain('tiktok')
    expect((await leadById(stored.id)).attribution).toEqual(before)
    expect(before?.lastTouch?.utm_source).toBe('tiktok')
  })
})
