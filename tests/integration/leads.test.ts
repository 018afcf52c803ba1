import { describe, expect, it } from 'vitest'
import { sharedServer } from '../support/shared-server'
import { Staff, Visitor } from '../support/http'

const baseURL = sharedServer('baseURL')
const staff = new Staff(baseURL, sharedServer('staffToken'))

const valid = {
  nombre: 'María José Núñez',
  email: 'maria@example.com',
  phone: '(202) 555-0143',
  mensaje: 'Necesito ayuda con mi caso de VAWA',
  checkbox: '1',
  seccion: 'Footer Inglés',
  fecha_hora: '2026-11-22T10:00:00.000Z',
}

let phoneCounter = 0
/** A phone number no other test uses, to find this test's lead. */
function uniquePhone() {
  phoneCounter += 1
  return `20255${String(Date.now()).slice(-4)}${String(phoneCounter).padStart(2, '0')}`
}

/** What a page's script asks on load: the campaign source, with the page's URL as Referer. */
async function campaignSourceOn(visitor: Visitor, page: string) {
  const response = await visitor.fetch('/api/campaign-source', {
    headers: { referer: `${baseURL}${page}` },
  })
  return (await response.json()).source as string
}

async function storedLead(phone: string) {
  const { docs } = await staff.find('leads', { phone })
  return docs
}

describe('GET /csrf-token and /api/campaign-source', () => {
  it('gives a token bound to a cookie', async () => {
    const visitor = new Visitor(baseURL)
    const response = await visitor.fetch('/csrf-token')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.token).toMatch(/^[\w-]{20,}$/)
    expect(visitor.cookieHeader()).toContain('lead_csrf=')
    expect((await (await visitor.fetch('/csrf-token')).json()).token).toBe(body.token)
  })

  it('keeps the first-touch source from utm_source or a click id of the page calling it', async () => {
    const visitor = new Visitor(baseURL)
    expect(await (await visitor.fetch('/api/campaign-source')).json()).toEqual({ source: '' })
    expect(await campaignSourceOn(visitor, '/en/contact?utm_source=facebook')).toBe('facebook')
    expect(await campaignSourceOn(visitor, '/en/contact?gclid=abc')).toBe('facebook')
    expect(await (await visitor.fetch('/api/campaign-source')).json()).toEqual({
      source: 'facebook',
    })
    const other = new Visitor(baseURL)
    expect(await campaignSourceOn(other, '/?ttclid=1')).toBe('Tik Tok Ads')
    expect(await (await other.fetch('/api/campaign-source')).json()).toEqual({
      source: 'Tik Tok Ads',
    })
  })
})

describe('POST /api/prospecto/agregar', () => {
  it.each(['multipart', 'urlencoded', 'json'] as const)(
    'stores a valid %s lead before answering success, with its context',
    async (format) => {
      const visitor = new Visitor(baseURL)
      await campaignSourceOn(visitor, '/en/contact?utm_source=google')
      const phone = uniquePhone()
      const response = await visitor.post(
        '/api/prospecto/agregar',
        { ...valid, phone, page_path: '/en/contact', locale: 'en' },
        format,
        { 'user-agent': 'IntegrationTest/1.0' },
      )
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({ status: 'success' })
      const [lead] = await storedLead(phone)
      expect(lead).toMatchObject({
        nombre: 'María José Núñez',
        email: 'maria@example.com',
        mensaje: 'Necesito ayuda con mi caso de VAWA',
        seccion: 'Footer Inglés',
        kind: 'general',
        checkbox: true,
        locale: 'en',
        pagePath: '/en/contact',
        source: 'google',
        ip: visitor.ip,
        userAgent: 'IntegrationTest/1.0',
        fechaHora: '2026-11-22T10:00:00.000Z',
        spam: false,
      })
      expect(lead.consentText).toContain('Reply STOP')
      expect(Date.now() - Date.parse(String(lead.receivedAt))).toBeLessThan(60_000)
    },
  )

  it('answers the spec message of the first failure in the post language', async () => {
    const visitor = new Visitor(baseURL)
    const cases: [Record<string, string>, string][] = [
      [{ seccion: 'Footer Inglés' }, 'Please enter your name.'],
      [{ seccion: 'Footer Español' }, 'Por favor ingrese su nombre.'],
      [{ ...valid, email: 'not-an-email' }, 'Please enter a valid email address.'],
      [{ ...valid, seccion: 'Visa T Inglés', email: 'x@' }, 'Please enter a valid email.'],
      [{ ...valid, phone: '12345678' }, 'Please enter a valid phone number.'],
      [{ ...valid, checkbox: '' }, 'Please accept the terms and conditions.'],
      [
        { ...valid, seccion: 'Contacto Español', phone: '1' },
        'Por favor ingrese un número de teléfono válido.',
      ],
    ]
    for (const [fields, message] of cases) {
      const response = await visitor.post('/api/prospecto/agregar', fields)
      expect(response.status).toBe(422)
      expect(await response.json()).toEqual({ status: 'error', message })
    }
  })

  it('the Spanish contact form stores without the terms box', async () => {
    const phone = uniquePhone()
    const response = await new Visitor(baseURL).post('/api/prospecto/agregar', {
      ...valid,
      phone,
      checkbox: '',
      seccion: 'Contacto Español',
    })
    expect(await response.json()).toMatchObject({ status: 'success' })
    expect((await storedLead(phone))[0]).toMatchObject({ locale: 'es', checkbox: false })

    // A box the visitor did tick is kept, though this form does not require it.
    const ticked = uniquePhone()
    await new Visitor(baseURL).post('/api/prospecto/agregar', {
      ...valid,
      phone: ticked,
      seccion: 'Contacto Español',
    })
    expect((await storedLead(ticked))[0]).toMatchObject({ checkbox: true })
  })

  it('copes with wrong types in JSON', async () => {
    const visitor = new Visitor(baseURL)
    const response = await visitor.fetch('/api/prospecto/agregar', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        _token: await visitor.token(),
        nombre: ['array'],
        phone: 2025550143,
        checkbox: true,
        email: { $ne: null },
        seccion: 'Footer Inglés',
      }),
    })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({ status: 'error', message: 'Please enter your name.' })
  })

  it('stores 10,000-character fields without crashing, the name cut to 200', async () => {
    const phone = uniquePhone()
    const long = 'a'.repeat(10_000)
    const response = await new Visitor(baseURL).post('/api/prospecto/agregar', {
      ...valid,
      phone,
      nombre: long,
      mensaje: long,
      seccion: `Footer Inglés ${'b'.repeat(10_000)}`,
    })
    expect(await response.json()).toMatchObject({ status: 'success' })
    const [lead] = await storedLead(phone)
    expect(String(lead.nombre)).toHaveLength(200)
    expect(String(lead.mensaje)).toHaveLength(10_000)
  })

  it('strips HTML and SQL metacharacters from the name, keeps the message as sent, table intact', async () => {
    const phone = uniquePhone()
    const response = await new Visitor(baseURL).post('/api/prospecto/agregar', {
      ...valid,
      phone,
      nombre: `Robert'); DROP TABLE leads;-- <img src=x onerror=alert(1)>`,
      mensaje: '<script>alert("x")</script> 1 OR 1=1',
    })
    expect(await response.json()).toMatchObject({ status: 'success' })
    const [lead] = await storedLead(phone)
    expect(lead.nombre).toBe('Robert DROP TABLE leads img srcx onerroralert1')
    // What a visitor wrote is evidence (issue 34, point 5): stored as sent, escaped when shown.
    expect(lead.mensaje).toBe('<script>alert("x")</script> 1 OR 1=1')
    expect((await staff.find('leads')).totalDocs).toBeGreaterThan(1)
  })

  it("stores a visitor's question as written, its punctuation and slashes kept", async () => {
    const phone = uniquePhone()
    const mensaje = '¿Cuánto cuesta la consulta?\nMi caso es el A-123/2024, ¡gracias!'
    const response = await new Visitor(baseURL).post('/api/prospecto/agregar', {
      ...valid,
      phone,
      mensaje: `  ${mensaje}\u0000  `,
    })
    expect(await response.json()).toMatchObject({ status: 'success' })
    const [lead] = await storedLead(phone)
    expect(lead.mensaje).toBe(mensaje)
  })

  it('refuses malformed bodies with a clear error', async () => {
    const visitor = new Visitor(baseURL)
    const malformed = await visitor.fetch('/api/prospecto/agregar', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz', accept: 'application/json' },
      body: '--xyz\r\nContent-Disposition: form-data; name="nombre"\r\n\r\nAna (no closing boundary',
    })
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toMatchObject({ status: 'error' })
    const badJson = await visitor.fetch('/api/prospecto/agregar', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: '{"nombre": ',
    })
    expect(badJson.status).toBe(400)
    const unsupported = await visitor.fetch('/api/prospecto/agregar', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', accept: 'application/json' },
      body: 'hello',
    })
    expect(unsupported.status).toBe(415)
  })

  it('refuses bodies over 64 KB', async () => {
    const response = await new Visitor(baseURL).post('/api/prospecto/agregar', {
      ...valid,
      mensaje: 'x'.repeat(70 * 1024),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ status: 'error' })
  })

  it('refuses posts without a valid CSRF token bound to the cookie', async () => {
    const visitor = new Visitor(baseURL)
    const other = new Visitor(baseURL)
    const stolen = await other.token()
    await visitor.token()
    for (const token of ['', 'forged-token', stolen]) {
      const form = new FormData()
      for (const [key, value] of Object.entries({ ...valid, _token: token })) form.set(key, value)
      const response = await visitor.fetch('/api/prospecto/agregar', {
        method: 'POST',
        body: form,
        headers: { accept: 'application/json' },
      })
      expect(response.status).toBe(419)
      expect(await response.json()).toEqual({
        status: 'error',
        message: 'Error submitting the form. Please try again.',
      })
    }
  })

  it('silently marks honeypot posts as spam', async () => {
    const phone = uniquePhone()
    const response = await new Visitor(baseURL).post('/api/prospecto/agregar', {
      ...valid,
      phone,
      website: 'http://spam.example',
    })
    expect(await response.json()).toMatchObject({ status: 'success' })
    expect((await storedLead(phone))[0]).toMatchObject({ spam: true, deliveryStatus: 'spam' })
  })

  it('answers 429 past 10 posts a minute from one IP, losing none of the accepted ones', async () => {
    const visitor = new Visitor(baseURL, '203.0.113.250')
    const statuses: number[] = []
    const phones: string[] = []
    for (let i = 0; i < 11; i++) {
      const phone = uniquePhone()
      phones.push(phone)
      statuses.push((await visitor.post('/api/prospecto/agregar', { ...valid, phone })).status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
    expect(statuses[10]).toBe(429)
    for (const phone of phones.slice(0, 10)) expect(await storedLead(phone)).toHaveLength(1)
  })
})

describe('POST /api/prospecto/tramcase', () => {
  it('requires a situation, then stores the lead with its text', async () => {
    const visitor = new Visitor(baseURL)
    const missing = await visitor.post('/api/prospecto/tramcase', { ...valid, seccion: 'Tramcase' })
    expect(await missing.json()).toEqual({
      status: 'error',
      message: 'Por favor seleccione una situación.',
    })
    const phone = uniquePhone()
    const response = await visitor.post(
      '/api/prospecto/tramcase',
      { ...valid, phone, seccion: 'Tramcase', situacion: 'crimeVictim' },
      'urlencoded',
    )
    expect(await response.json()).toMatchObject({ status: 'success' })
    expect((await storedLead(phone))[0]).toMatchObject({
      kind: 'tramcase',
      situacionKey: 'crimeVictim',
      situacion: 'Fui víctima de un delito en EE. UU. y cooperé con la policía',
    })
  })
})

describe('POST /api/prospecto/socialmedia', () => {
  const social = {
    nombre: 'Pedro Lara',
    agente: 'General',
    link: 'https://m.me/conversation/1',
    source: 'WhatsApp Lead',
    tipo: 'pi',
    hora: '1',
    pc_referido: '0',
    pc_videollamada: '1',
    direcionada: '0',
  }

  it('requires a staff login', async () => {
    const response = await new Visitor(baseURL).post('/api/prospecto/socialmedia', {
      ...social,
      phone: uniquePhone(),
    })
    expect(response.status).toBe(401)
  })

  it('validates and stores the social-media extras for staff', async () => {
    const visitor = new Visitor(baseURL)
    const auth = { authorization: `JWT ${sharedServer('staffToken')}` }
    const noAgent = await visitor.post(
      '/api/prospecto/socialmedia',
      { ...social, agente: '', phone: uniquePhone() },
      'multipart',
      auth,
    )
    expect(await noAgent.json()).toEqual({
      status: 'error',
      message: 'Por favor seleccione un Agente.',
    })
    const phone = uniquePhone()
    const response = await visitor.post(
      '/api/prospecto/socialmedia',
      { ...social, phone },
      'multipart',
      auth,
    )
    expect(await response.json()).toMatchObject({ status: 'success' })
    expect((await storedLead(phone))[0]).toMatchObject({
      kind: 'socialmedia',
      social: {
        agente: 'General',
        source: 'WhatsApp Lead',
        status: 'New Lead',
        tipo: 'pi',
        link: 'https://m.me/conversation/1',
        hora: 1,
        pc_referido: 0,
        pc_videollamada: 1,
        direcionada: 0,
      },
    })
  })
})

describe('POST /en/api/track-call', () => {
  it('stores the call click with the token of GET /csrf-token', async () => {
    const visitor = new Visitor(baseURL)
    const token = await visitor.token()
    expect(token).toBeTruthy()
    const path = `/contacto-${Date.now()}`
    const response = await visitor.fetch('/en/api/track-call', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token! },
      body: JSON.stringify({ path }),
    })
    expect(await response.json()).toMatchObject({ status: 'success' })
    expect((await staff.find('call-clicks', { pagePath: path })).docs).toHaveLength(1)
    // A browser sending Global Privacy Control leaves the page's UTM values but no click id.
    const gpc = await visitor.fetch('/en/api/track-call', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token!, 'sec-gpc': '1' },
      body: JSON.stringify({ path: `${path}?utm_source=google&gclid=Cj0_x&wbraid=w_1` }),
    })
    expect(gpc.status).toBe(200)
    const clicks = await staff.find('call-clicks', { pagePath: `${path}?utm_source=google` })
    expect(clicks.docs).toHaveLength(1)
    const refused = await new Visitor(baseURL).fetch('/en/api/track-call', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token! },
      body: '{}',
    })
    expect(refused.status).toBe(419)
  })
})

describe('forms posted without JavaScript (no token: fetch metadata)', () => {
  it('a valid post is answered with 303 to the thank-you page', async () => {
    const visitor = new Visitor(baseURL)
    const phone = uniquePhone()
    const response = await visitor.postPlainForm(
      '/api/prospecto/agregar',
      { ...valid, phone, locale: 'en' },
      '/en/contact?utm_source=tiktok',
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/en/thank-you')
    const [lead] = await storedLead(phone)
    expect(lead).toMatchObject({ pagePath: '/en/contact?utm_source=tiktok', source: 'tiktok' })
  })

  it('a post from another site is refused and nothing is stored', async () => {
    const phone = uniquePhone()
    const crossSite = await new Visitor(baseURL).postPlainForm(
      '/api/prospecto/agregar',
      { ...valid, phone, locale: 'en', form_id: 'footer-lead-form' },
      '/page',
      'cross-site',
    )
    expect(crossSite.status).toBe(303)
    expect(crossSite.headers.get('location')).toBe('/formulario#footer-lead-form')
    // No fetch metadata and no Origin at all (not a browser form): refused too.
    const bare = await new Visitor(baseURL).fetch('/api/prospecto/agregar', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams({ ...valid, phone, locale: 'en' }).toString(),
    })
    expect(bare.status).toBe(303)
    expect(bare.headers.get('location')).toBe('/formulario')
    expect(await storedLead(phone)).toHaveLength(0)
  })

  it('an invalid post comes back on the uncached retry page with the one message and the input', async () => {
    const visitor = new Visitor(baseURL)
    const response = await visitor.postPlainForm(
      '/api/prospecto/agregar',
      {
        nombre: 'Ana Ruiz',
        phone: '123',
        seccion: 'Footer Español',
        locale: 'es',
        form_id: 'footer-lead-form',
      },
      '/',
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/formulario#footer-lead-form')
    const retry = await visitor.fetch('/formulario')
    expect(retry.headers.get('cache-control')).toMatch(/no-store/)
    const html = await retry.text()
    expect(html).toContain('Por favor ingrese un número de teléfono válido.')
    expect(html).toMatch(/name="nombre"[^>]*value="Ana Ruiz"|value="Ana Ruiz"[^>]*name="nombre"/)
    expect(html).toContain('id="footer-lead-form"')
    // The page the form was on stays the same for everyone: no message, no input.
    const page = await (await visitor.fetch('/')).text()
    expect(page).not.toContain('role="alert"')
    expect(page).not.toContain('Ana Ruiz')
  })

  it('sent again from the retry page, the lead keeps the page of the first attempt', async () => {
    const visitor = new Visitor(baseURL)
    const fields = { ...valid, locale: 'en', form_id: 'footer-lead-form' }
    await visitor.postPlainForm('/api/prospecto/agregar', { ...fields, phone: '1' }, '/en/about-us')
    const phone = uniquePhone()
    const sent = await visitor.postPlainForm(
      '/api/prospecto/agregar',
      { ...fields, phone },
      '/formulario',
    )
    expect(sent.headers.get('location')).toBe('/en/thank-you')
    expect((await storedLead(phone))[0]).toMatchObject({ pagePath: '/en/about-us' })
  })
})

describe('a failed post without JavaScript goes back to the form', () => {
  it('on this site even when the Referer path starts with two slashes', async () => {
    const visitor = new Visitor(baseURL)
    const response = await visitor.postPlainForm(
      '/api/prospecto/agregar',
      { nombre: '', form_id: 'footer-lead-form' },
      '//evil.example/page',
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/formulario#footer-lead-form')
    const html = await (await visitor.fetch('/formulario')).text()
    expect(html).toContain('href="/evil.example/page"')
  })
})

describe('referral posts', () => {
  const visitorFields = {
    referidor_nombre: 'Carmen Soto',
    referidor_telefono: '2025550177',
    seccion: 'Referidos',
    locale: 'en',
  }

  it('check the visitor first, then that a referral is there, and store the referrer', async () => {
    const visitor = new Visitor(baseURL)
    const noVisitor = await visitor.post('/api/prospecto/agregar', {
      nombre: 'Jorge Paz',
      phone: '2025550111',
      seccion: 'Referidos',
      locale: 'en',
    })
    expect(noVisitor.status).toBe(422)
    expect(await noVisitor.json()).toEqual({ status: 'error', message: 'Please enter your name.' })

    const noReferral = await visitor.post('/api/prospecto/agregar', visitorFields, 'json')
    expect(await noReferral.json()).toEqual({
      status: 'error',
      message: 'Please enter at least one referral.',
    })

    const phone = uniquePhone()
    const sent = await visitor.post('/api/prospecto/agregar', {
      ...visitorFields,
      nombre: 'Jorge Paz',
      phone,
    })
    expect(await sent.json()).toMatchObject({ status: 'success' })
    const [lead] = await storedLead(phone)
    expect(lead).toMatchObject({
      nombre: 'Jorge Paz',
      kind: 'referral',
      referrer: { nombre: 'Carmen Soto', telefono: '2025550177' },
    })
  })

  it('without JavaScript, a post with no referral comes back with its message and the visitor kept', async () => {
    const visitor = new Visitor(baseURL)
    const response = await visitor.postPlainForm(
      '/api/prospecto/agregar',
      { ...visitorFields, nombre: '', phone: '', form_id: 'formularioReferidos' },
      '/en/referrals',
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/formulario#formularioReferidos')
    const back = await (await visitor.fetch('/formulario')).text()
    expect(back).toContain('Please enter at least one referral.')
    expect(back).toMatch(/name="referidor_nombre"[^>]*value="Carmen Soto"/)
    expect(back).toMatch(/name="referidor_telefono"[^>]*value="2025550177"/)
  })
})
