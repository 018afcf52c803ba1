import crypto from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEvents } from '../support/audit'
import { openAroundTheClock } from '../support/booking-hours'
import { freshDatabase } from '../support/database'
import { FakeTwilio } from '../support/fake-twilio'
import { firstStaffToken, Staff, Visitor } from '../support/http'
import { waitFor } from '../support/sinks'
import { adminPage, cms, staffAccount, type Account } from '../support/staff-accounts'
import { startServer, type RunningServer } from '../support/server'

// Its own server: a known secret (to sign an expired link as the site would) and a fake Twilio.
const secret = 'questionnaire-test-secret-of-32-chars-or-more'
const twilio = new FakeTwilio()
let server: RunningServer
let staff: Staff
let adminToken: string
let admin: { auth: { authorization: string } }
let agent: Account
let editor: Account

let counter = 0
const phoneOf = () => `3056${String(Date.now()).slice(-4)}${String(++counter).padStart(2, '0')}`

type Lead = { id: number; createdAt: string; phone: string }

/** A visitor's lead through the contact form, as the admin reads it. */
async function newLead(fields: Record<string, string> = {}) {
  const phone = phoneOf()
  const visitor = new Visitor(server.url)
  const response = await visitor.post('/api/prospecto/agregar', {
    nombre: 'Rosa Méndez',
    phone,
    email: `q${phone}@example.com`,
    mensaje: 'Quiero una consulta',
    checkbox: '1',
    seccion: 'Contacto Español',
    ...fields,
  })
  const body = await response.json()
  expect(body.status).toBe('success')
  const { docs } = await staff.find('leads', { phone })
  return { lead: docs[0] as unknown as Lead, booking: body.booking as string, visitor }
}

/** The lead's private link as an agent gets it from the lead's page. */
async function linkOf(lead: Lead, as: { auth: { authorization: string } } = admin) {
  const response = await cms(server.url, as, '/questionnaire-answers/send-link', {
    method: 'POST',
    body: { lead: lead.id },
  })
  expect(response.status).toBe(200)
  const { url } = (await response.json()) as { url: string }
  const parsed = new URL(url)
  return { path: parsed.pathname + parsed.search, token: parsed.searchParams.get('enlace')! }
}

const post = (
  visitor: Visitor,
  token: string,
  fields: Record<string, string>,
  from = '/cuestionario',
) => visitor.postPlainForm(`/api/questionnaire/${token}`, { locale: 'es', ...fields }, from)

/** A step with files, posted as the page's multipart form (a phone's browser, no JavaScript). */
function postWithFiles(
  visitor: Visitor,
  token: string,
  fields: Record<string, string>,
  files: Record<string, { name: string; type: string; data: Buffer }>,
) {
  const form = new FormData()
  form.set('locale', 'es')
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  for (const [name, file] of Object.entries(files)) {
    form.append(name, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name)
  }
  return visitor.fetch(`/api/questionnaire/${token}`, {
    method: 'POST',
    headers: {
      accept: 'text/html,application/xhtml+xml',
      referer: `${server.url}/cuestionario`,
      origin: server.url,
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'document',
    },
    body: form,
  })
}

async function page(visitor: Visitor, path: string) {
  const response = await visitor.fetch(path)
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toMatch(/no-store/)
  return response.text()
}

/** The versions of a lead's answers, newest first, as the admin reads them. */
async function versions(lead: Lead) {
  const response = await cms(
    server.url,
    admin,
    `/questionnaire-answers?where[lead][equals]=${lead.id}&sort=-version&depth=0`,
  )
  expect(response.status).toBe(200)
  return (await response.json()).docs as {
    id: number
    version: number
    answers: Record<string, unknown>
    currentStep: number
    submittedAt: string | null
  }[]
}

const step1 = {
  step: '0',
  'q_birth-date': '1990-04-02',
  'q_birth-country': 'MX',
  'q_us-state': 'Texas',
}
const step2 = {
  step: '1',
  q_entry: 'visa',
  'q_entry-date': '2019-06-01',
  q_relatives: 'spouse',
  q_applications: '1',
}
const step3 = {
  step: '2',
  'q_prior-removal': 'no',
  'q_criminal-history': 'no',
  'q_history-details': '',
}
const step4 = { step: '3', 'q_main-question': '¿Puedo pedir la residencia por mi esposo?' }

/** A zone where it is now midday-ish, so texts of this test are inside the texting hours. */
function daytimeZone(daytime = true) {
  const zones = [
    'Pacific/Honolulu',
    'America/Los_Angeles',
    'America/New_York',
    'Europe/London',
    'Europe/Berlin',
    'Asia/Dubai',
    'Asia/Kolkata',
    'Asia/Bangkok',
    'Asia/Tokyo',
    'Pacific/Auckland',
  ]
  return zones.find((zone) => {
    const hour = Number(
      new Intl.DateTimeFormat('en-US', {
        hour: 'numeric',
        hourCycle: 'h23',
        timeZone: zone,
      }).format(new Date()),
    )
    return daytime ? hour >= 10 && hour <= 18 : hour >= 22 || hour <= 5
  })!
}

beforeAll(async () => {
  await twilio.start()
  server = await startServer({
    DATABASE_URL: await freshDatabase('questionnaire'),
    PAYLOAD_SECRET: secret,
    SITE_URL: 'http://localhost:3000',
    OUTBOX_POLL_MS: '200',
    OUTBOX_RETRY_BASE_MS: '200',
    LEAD_RATE_LIMIT: '1000',
    ...twilio.env(),
  })
  adminToken = await firstStaffToken(server.url)
  staff = new Staff(server.url, adminToken)
  admin = { auth: { authorization: `JWT ${adminToken}` } }
  agent = await staffAccount(server.url, adminToken, 'agent')
  editor = await staffAccount(server.url, adminToken, 'editor')
}, 240_000)

afterAll(async () => {
  await server?.stop()
  await twilio.stop()
})

describe('the questionnaire before the call', () => {
  it('keeps a photo sent for a document question and refuses a program named .pdf', async () => {
    const { lead } = await newLead()
    const { path, token } = await linkOf(lead)
    const phone = new Visitor(server.url)
    for (const step of [step1, step2, step3]) await post(phone, token, step)
    // A program renamed .pdf: refused by its bytes, with the reason, and nothing stored.
    const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)])
    const refused = await postWithFiles(phone, token, step4, {
      'q_id-document': { name: 'carta.pdf', type: 'application/pdf', data: program },
    })
    expect(refused.status).toBe(303)
    expect(refused.headers.get('location')).toContain('errores=id-document%3Atype')
    expect(await page(phone, refused.headers.get('location')!)).toContain(
      'Ese archivo no es PDF, JPG, PNG ni HEIC.',
    )
    // A phone photo: kept for the lead, its name shown to the visitor on the step.
    const photo = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#c33' },
    })
      .jpeg()
      .toBuffer()
    const sent = await postWithFiles(phone, token, step4, {
      'q_id-document': { name: 'pasaporte.jpg', type: 'image/jpeg', data: photo },
    })
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).not.toContain('errores')
    expect(await page(phone, `${path}&paso=4`)).toContain('pasaporte.jpg')
    const stored = await cms(
      server.url,
      admin,
      `/lead-documents?where[lead][equals]=${lead.id}&depth=0`,
    )
    const { docs } = (await stored.json()) as {
      docs: { originalName: string; requestKey: string }[]
    }
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ originalName: 'pasaporte.jpg', requestKey: 'id-document' })
    // The lead's checklist: the questionnaire's document request, ticked with the file's name.
    const leadPage = await adminPage(server.url, `/collections/leads/${lead.id}`, adminToken, 'en')
    const checklist = leadPage.split('lead-documents__checklist')[1] ?? ''
    expect(checklist).toMatch(
      /data-received="yes">.*Passport or ID document.*Received.*\(pasaporte\.jpg\)/,
    )
  })

  it('is asked one step per post, keeps valid answers past an error, and resumes on a second device', async () => {
    const { lead } = await newLead()
    const { path, token } = await linkOf(lead)
    expect(path).toMatch(/^\/cuestionario\?enlace=/)
    const phone = new Visitor(server.url)
    const first = await page(phone, path)
    expect(first).toContain('Cuestionario de inmigración')
    expect(first).toContain('Paso 1 de 4')
    expect(first).toMatch(/<meta name="robots" content="noindex, ?nofollow"/)
    // A wrong date: the valid answers of the step stay, the date is marked with the spec's tone.
    const refused = await post(phone, token, { ...step1, 'q_birth-date': '1990-02-31' })
    expect(refused.status).toBe(303)
    const again = refused.headers.get('location')!
    expect(again).toContain('paso=1')
    expect(again).toContain('errores=birth-date%3Adate')
    const marked = await page(phone, again)
    expect(marked).toContain('Escriba una fecha válida.')
    expect(marked).toContain('value="Texas"')
    expect(marked).toMatch(/<option value="MX" selected="">/)
    expect(marked).toContain('aria-invalid="true"')
    expect((await versions(lead))[0].answers).toMatchObject({
      'birth-country': 'MX',
      'us-state': 'Texas',
    })
    // A required answer left out is refused too.
    const missing = await post(phone, token, { ...step1, 'q_birth-country': '' })
    expect(missing.headers.get('location')).toContain('birth-country%3Arequired')
    const saved = await post(phone, token, step1)
    expect(saved.headers.get('location')).toBe(
      `/cuestionario?enlace=${encodeURIComponent(token)}&paso=2`,
    )
    // Another device, no cookie: the same link lands on the next step, the first one's answers kept.
    const laptop = new Visitor(server.url)
    const resumed = await page(laptop, path)
    expect(resumed).toContain('Paso 2 de 4')
    expect(resumed).toContain('Su situación migratoria')
    // A step past the first unanswered one is not skipped to.
    expect(await page(laptop, `${path}&paso=4`)).toContain('Paso 2 de 4')
    expect((await post(laptop, token, step2)).headers.get('location')).toContain('paso=3')
    expect((await post(laptop, token, step3)).headers.get('location')).toContain('paso=4')
    const sensitive = await page(laptop, `${path}&paso=3`)
    expect(sensitive).toContain('Por qué lo preguntamos')
    expect(sensitive).toContain('confidenciales')
    expect((await post(laptop, token, step4)).headers.get('location')).toContain('paso=5')
    const summary = await page(laptop, path)
    expect(summary).toContain('Revise sus respuestas')
    expect(summary).toContain('México')
    expect(summary).toContain('2 de abril de 1990')
    const [draft] = await versions(lead)
    expect(draft.answers).toMatchObject({
      'birth-date': '1990-04-02',
      relatives: ['spouse'],
      'prior-removal': 'no',
    })
    expect(draft.submittedAt).toBeFalsy()
    const sent = await post(laptop, token, { action: 'submit' })
    expect(sent.headers.get('location')).toContain('estado=enviado')
    const done = await page(phone, path)
    expect(done).toContain('Recibimos sus respuestas')
  })

  it('keeps submitted answers as they were: a change is a new version, the old one stays readable', async () => {
    const { lead } = await newLead()
    const { path, token } = await linkOf(lead)
    const visitor = new Visitor(server.url)
    for (const step of [step1, step2, step3, step4]) await post(visitor, token, step)
    await post(visitor, token, { action: 'submit' })
    const [submitted] = await versions(lead)
    expect(submitted.version).toBe(1)
    // A stale step post after submitting changes nothing.
    await post(visitor, token, { ...step1, 'q_us-state': 'Ohio' })
    expect((await versions(lead))[0]).toMatchObject({
      version: 1,
      answers: { 'us-state': 'Texas' },
    })
    const change = await post(visitor, token, { action: 'change' })
    expect(change.headers.get('location')).toContain('paso=1')
    const reopened = await page(visitor, path)
    expect(reopened).toContain('value="Texas"')
    await post(visitor, token, { ...step1, 'q_us-state': 'Florida' })
    for (const step of [step2, step3, step4]) await post(visitor, token, step)
    await post(visitor, token, { action: 'submit' })
    const [second, first] = await versions(lead)
    expect(second).toMatchObject({ version: 2, answers: { 'us-state': 'Florida' } })
    expect(second.submittedAt).toBeTruthy()
    expect(first).toMatchObject({
      version: 1,
      answers: { 'us-state': 'Texas' },
      submittedAt: submitted.submittedAt,
    })
    // The lead's page shows both versions, in the admin's language.
    const html = await adminPage(server.url, `/collections/leads/${lead.id}`, adminToken, 'en')
    const shown = ['Questionnaire before the call', 'Version 2', 'Florida', 'Version 1', 'Texas']
    expect(shown.filter((text) => !html.includes(text))).toEqual([])
  })

  it('chooses the questionnaire by the lead’s matter, and general immigration otherwise', async () => {
    const { lead } = await newLead({ seccion: 'Visa Vawa Español' })
    const { path } = await linkOf(lead)
    expect(await page(new Visitor(server.url), path)).toContain('Cuestionario VAWA')
    const english = await newLead({
      seccion: 'Lesiones Personales Inglés',
      locale: 'en',
      page_path: '/en/services/personal-injury',
    })
    const link = await linkOf(english.lead)
    expect(link.path).toMatch(/^\/en\/questionnaire\?enlace=/)
    const html = await page(new Visitor(server.url), link.path)
    expect(html).toContain('Personal injury questionnaire')
    expect(html).toContain('Step 1 of 2')
  })

  it('refuses a forged, another lead’s or expired link, and a post from another site', async () => {
    const { lead } = await newLead()
    const { token } = await linkOf(lead)
    const other = await newLead()
    const visitor = new Visitor(server.url)
    const [id, expires] = token.split('.')
    const forged = `${id}.${expires}.${'A'.repeat(32)}`
    const theirs = `${other.lead.id}.${expires}.${token.split('.')[2]}`
    // Signed as the site signs, but a day past its expiry.
    const past = Math.floor((Date.now() - 86_400_000) / 1000).toString(36)
    const mac = crypto
      .createHmac('sha256', secret)
      .update(`questionnaire:${id}.${past}:lead@${new Date(lead.createdAt).toISOString()}`)
      .digest('base64url')
      .slice(0, 32)
    const expired = `${id}.${past}.${mac}`
    // The same signature scheme with a live expiry is accepted (the test signs correctly).
    for (const bad of [forged, theirs, expired, 'nada']) {
      const html = await page(visitor, `/cuestionario?enlace=${encodeURIComponent(bad)}`)
      expect(html).toContain('venció o no es válido')
      expect(html).not.toContain('Paso 1 de')
      const posted = await post(visitor, bad, step1)
      expect(posted.status).toBe(303)
    }
    const crossSite = await visitor.postPlainForm(
      `/api/questionnaire/${token}`,
      { locale: 'es', ...step1 },
      '/',
      'cross-site',
    )
    expect(crossSite.status).toBe(403)
    expect(await versions(lead)).toEqual([])
    expect(await versions(other.lead)).toEqual([])
  })

  it('lets no staff role write answers through the API, and puts staff reads on the audit trail', async () => {
    const { lead } = await newLead()
    const { token } = await linkOf(lead)
    await post(new Visitor(server.url), token, step1)
    const [draft] = await versions(lead)
    const { docs: questionnaires } = await (
      await cms(server.url, admin, '/questionnaires?limit=1')
    ).json()
    for (const account of [admin, agent, editor]) {
      const created = await cms(server.url, account, '/questionnaire-answers', {
        method: 'POST',
        body: {
          lead: lead.id,
          questionnaire: questionnaires[0].id,
          version: 9,
          answers: { x: 'y' },
        },
      })
      expect(created.status).toBe(403)
      const changed = await cms(server.url, account, `/questionnaire-answers/${draft.id}`, {
        method: 'PATCH',
        body: {
          answers: { 'us-state': 'Forged' },
          submittedAt: new Date().toISOString(),
          version: 7,
        },
      })
      expect(changed.status).toBe(403)
      const many = await cms(
        server.url,
        account,
        `/questionnaire-answers?where[lead][equals]=${lead.id}`,
        {
          method: 'PATCH',
          body: { answers: { 'us-state': 'Forged' } },
        },
      )
      expect([200, 403]).toContain(many.status)
      const removed = await cms(server.url, account, `/questionnaire-answers/${draft.id}`, {
        method: 'DELETE',
      })
      expect(removed.status).toBe(403)
    }
    const [after] = await versions(lead)
    expect(after).toMatchObject({
      id: draft.id,
      version: 1,
      answers: { 'us-state': 'Texas' },
      submittedAt: null,
    })
    // Editors see no client's answers; anonymous visitors none at all.
    expect((await cms(server.url, editor, '/questionnaire-answers')).status).toBe(403)
    expect((await fetch(`${server.url}/cms/api/questionnaire-answers`)).status).toBe(403)
    // Editors write questionnaires, agents only read them.
    const agentEdit = await cms(server.url, agent, `/questionnaires/${questionnaires[0].id}`, {
      method: 'PATCH',
      body: { active: false },
    })
    expect(agentEdit.status).toBe(403)
    expect((await cms(server.url, agent, '/questionnaires')).status).toBe(200)
    // An agent's read of the answers is on record, with the records read.
    const read = await cms(server.url, agent, `/questionnaire-answers/${draft.id}`)
    expect(read.status).toBe(200)
    const events = await auditEvents(server.url, adminToken, {
      'where[userId][equals]': String(agent.id),
    })
    expect(
      events.some(
        (event) =>
          event.action === 'read' &&
          event.details?.collection === 'questionnaire-answers' &&
          (event.details?.ids as number[]).includes(draft.id),
      ),
    ).toBe(true)
  })

  it('is in the booking confirmation, and an agent texts it within the texting hours only', async () => {
    await openAroundTheClock(server.url, admin, agent.id)
    const { lead, booking, visitor } = await newLead()
    const slots = await (
      await fetch(`${server.url}/api/booking/slots?tz=America/Chicago&days=7`)
    ).json()
    const booked = await visitor.post(
      '/api/booking',
      { token: booking, start: slots.slots[2].start },
      'json',
    )
    expect(booked.status).toBe(201)
    const answer = await booked.json()
    expect(answer.questionnaireUrl).toMatch(/^http:\/\/localhost:3000\/cuestionario\?enlace=/)
    const to = `+1${lead.phone.replace(/\D/g, '').slice(-10)}`
    const confirmation = await waitFor(() =>
      twilio.messages.find((m) => m.to === to && m.body.includes('agendada')),
    )
    expect(confirmation.body).toContain('http://localhost:3000/cuestionario?enlace=')
    // The call's page shows it too.
    const manage = new URL(answer.booking.manageUrl)
    const callPage = await visitor.fetch(manage.pathname)
    const callHtml = await page(visitor, callPage.headers.get('location')!)
    expect(callHtml).toContain('Contestar el cuestionario')
    // An agent texts it from the lead: in the daytime of the firm's zone it goes; at night not.
    const zone = async (timeZone: string) =>
      cms(server.url, admin, '/globals/intake-schedule', { method: 'POST', body: { timeZone } })
    await zone(daytimeZone(false))
    const night = await cms(server.url, agent, '/questionnaire-answers/send-link', {
      method: 'POST',
      body: { lead: lead.id, send: true },
    })
    expect(night.status).toBe(409)
    expect((await night.json()).reason).toBe('quiet-hours')
    await zone(daytimeZone(true))
    const before = twilio.messages.length
    const day = await cms(server.url, agent, '/questionnaire-answers/send-link', {
      method: 'POST',
      body: { lead: lead.id, send: true },
    })
    expect(day.status).toBe(200)
    expect((await day.json()).sent).toBe(true)
    expect(
      twilio.messages
        .slice(before)
        .some((m) => m.to === to && m.body.includes('/cuestionario?enlace=')),
    ).toBe(true)
    // Not to a number that opted out.
    await cms(server.url, agent, `/leads/${lead.id}/sms-opt-out`, {
      method: 'POST',
      body: { note: 'pidió no recibir' },
    })
    const optedOut = await cms(server.url, agent, '/questionnaire-answers/send-link', {
      method: 'POST',
      body: { lead: lead.id, send: true },
    })
    expect((await optedOut.json()).reason).toBe('opted-out')
    // An editor cannot get a client's link.
    expect(
      (
        await cms(server.url, editor, '/questionnaire-answers/send-link', {
          method: 'POST',
          body: { lead: lead.id },
        })
      ).status,
    ).toBe(403)
  })
})
