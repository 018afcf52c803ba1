import forge from 'node-forge'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selfSignedP12 } from '@/features/engagements/certificate'
import { signToken } from '@/lib/security/signed-token'
import { FakeStripe } from '../support/fake-stripe'
import { FakeTwilio } from '../support/fake-twilio'
import { twilioWebhooks } from '../support/twilio-webhooks'
import { freshDatabase } from '../support/database'
import { eventually, firstStaffToken, Staff, Visitor } from '../support/http'
import { verifyPdfSignature } from '../support/pdf-signature'
import { startServer, type RunningServer } from '../support/server'
import { funnelRow } from '../support/dashboard'
import { waitFor, WebhookSink } from '../support/sinks'
import { adminPage, cms, staffAccount, type Account } from '../support/staff-accounts'

// The site on a fresh database (SQLite or PostgreSQL), a fake Twilio, and the firm's signing
// certificate given as SIGNING_P12 (base64), so the test knows the certificate the PDF must carry.
const publicOrigin = 'http://localhost:3000'
const twilio = new FakeTwilio()
const stripe = new FakeStripe()
const webhook = new WebhookSink()
const passphrase = 'test-signing-pass'
const p12 = selfSignedP12(passphrase, 'Test Firm Signing')
let server: RunningServer
let staff: Staff
let admin: { auth: { authorization: string } }
let agent: Account
let editor: Account

type Doc = Record<string, unknown> & { id: number }
let counter = 0
const phoneOf = () => `3056${String(Date.now()).slice(-4)}${String(++counter).padStart(2, '0')}`
const pathOf = (url: string) => {
  const parsed = new URL(url)
  return parsed.pathname + parsed.search
}

/** A lead as the contact form makes it (consent to texts given), and its id. */
async function newLead(phone = phoneOf(), name = 'Rosa Méndez', fields = {}) {
  const visitor = new Visitor(server.url)
  const email = `e${phone}@example.com`
  const response = await visitor.post('/api/prospecto/agregar', {
    nombre: name,
    phone,
    email,
    mensaje: 'Quiero una consulta',
    checkbox: '1',
    seccion: 'Contacto Español',
    ...fields,
  })
  expect(response.status).toBeLessThan(300)
  const { docs } = await staff.find('leads', { email })
  return { id: docs[0].id as number, phone }
}

async function templateOf(language: 'es' | 'en') {
  const response = await cms(
    server.url,
    admin,
    `/engagement-templates?where[language][equals]=${language}&depth=0`,
  )
  const { docs } = (await response.json()) as { docs: Doc[] }
  return docs[0]
}

async function createEngagement(lead: number, language: 'es' | 'en' = 'es', extra = {}) {
  const template = await templateOf(language)
  const response = await cms(server.url, admin, '/engagements', {
    method: 'POST',
    body: {
      lead,
      template: template.id,
      feeCents: 0,
      paymentPlan: 'Tres pagos mensuales',
      status: 'sent',
      ...extra,
    },
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { doc: Doc }).doc
}

const read = async (id: number, as: { auth: { authorization: string } } = admin) =>
  (await (await cms(server.url, as, `/engagements/${id}?depth=0`)).json()) as Doc

/** The sign form posted as a browser does (urlencoded), with these fields. */
const postForm = (visitor: Visitor, url: string, fields: Record<string, string>, headers = {}) =>
  visitor.fetch(pathOf(url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  })

/** Opens the letter as the client's phone does and signs it. */
async function sign(signUrl: string, name = 'Rosa Méndez') {
  const visitor = new Visitor(server.url)
  const page = await visitor.fetch(pathOf(signUrl), {
    headers: { 'user-agent': 'PhoneBrowser/1.0' },
  })
  expect(page.status).toBe(200)
  const html = await page.text()
  const token = await visitor.token()
  const fields = { consent: 'on', signature: name, _token: token }
  const posted = await postForm(visitor, signUrl, fields, { 'user-agent': 'PhoneBrowser/1.0' })
  return { visitor, html, posted }
}

beforeAll(async () => {
  await twilio.start()
  await stripe.start()
  await webhook.start()
  server = await startServer({
    DATABASE_URL: await freshDatabase('engagements'),
    ...twilio.env(),
    ...stripe.env(),
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${webhook.port}/hooks/leads`,
    SITE_URL: publicOrigin,
    OUTBOX_POLL_MS: '200',
    OUTBOX_RETRY_BASE_MS: '200',
    LEAD_RATE_LIMIT: '1000',
    SIGNING_P12: p12.toString('base64'),
    SIGNING_P12_PASSWORD: passphrase,
  })
  staff = new Staff(server.url, await firstStaffToken(server.url))
  admin = { auth: { authorization: `JWT ${staff.token}` } }
  agent = await staffAccount(server.url, staff.token, 'agent')
  editor = await staffAccount(server.url, staff.token, 'editor')
  stripe.webhookUrl = `${server.url}/api/payments/stripe`
}, 240_000)

afterAll(async () => {
  await server?.stop()
  await twilio.stop()
  await stripe.stop()
  await webhook.stop()
})

describe('engagement letter signed on a phone', () => {
  let engagement: Doc
  let lead: { id: number; phone: string }
  let signed: Doc
  let pdf: Buffer

  it('sample content holds a template in each language', async () => {
    expect((await templateOf('es'))?.title).toBeTruthy()
    expect((await templateOf('en'))?.title).toBeTruthy()
  })

  it('an admin creates it with status sent: a signUrl, and the link texted to the client', async () => {
    lead = await newLead()
    engagement = await createEngagement(lead.id)
    expect(engagement.status).toBe('sent')
    expect(engagement.signUrl).toMatch(/^http:\/\/localhost:3000\/firmar\?enlace=/)
    expect(engagement.letterSha256).toMatch(/^[0-9a-f]{64}$/)
    const linkPath = pathOf(engagement.signUrl as string)
    expect(
      await eventually(async () => twilio.messages.some((m) => m.body.includes(linkPath)), 15_000),
    ).toBe(true)
    // Not an answer to the client: it carries the opt-out words (issue 38).
    const text = twilio.messages.find((m) => m.body.includes(linkPath))!
    expect(text.body).toMatch(/Responda STOP para no recibir más mensajes\.$/)
  })

  it('GET signUrl answers the letter, the ESIGN consent and the form, per visitor and noindex', async () => {
    const visitor = new Visitor(server.url)
    const response = await visitor.fetch(pathOf(engagement.signUrl as string))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    const html = await response.text()
    expect(html).toContain('noindex')
    expect(html).toContain('Rosa Méndez')
    expect(html).toContain('Tres pagos mensuales')
    expect(html).toContain('copia en papel')
    expect(html).toMatch(/retirar este consentimiento/)
    expect(html).toMatch(/name="consent"/)
    expect(html).toMatch(/name="signature"/)
    expect(html).toMatch(/name="_token" value="[^"]+"/)
  })

  it('a post without consent or name answers the form again with messages, keeping the name', async () => {
    const visitor = new Visitor(server.url)
    await visitor.fetch(pathOf(engagement.signUrl as string))
    const token = await visitor.token()
    const url = engagement.signUrl as string
    const response = await postForm(visitor, url, { signature: 'Rosa Méndez', _token: token })
    expect(response.status).toBe(422)
    const html = await response.text()
    expect(html).toContain('Marque la casilla')
    expect(html).toContain('value="Rosa Méndez"')
    const noName = await postForm(visitor, url, { consent: 'on', signature: ' ', _token: token })
    expect(noName.status).toBe(422)
    expect(await noName.text()).toContain('Escriba su nombre completo')
    expect((await read(engagement.id)).status).toBe('sent')
  })

  it('a post without a valid _token signs nothing', async () => {
    const visitor = new Visitor(server.url)
    const response = await postForm(visitor, engagement.signUrl as string, {
      consent: 'on',
      signature: 'Rosa Méndez',
      _token: 'forged',
    })
    expect(response.status).toBe(403)
    expect((await read(engagement.id)).status).toBe('sent')
  })

  it('posting consent, name and _token signs it: 303 to the done page, status signed, signedPdf', async () => {
    const { posted, visitor } = await sign(engagement.signUrl as string)
    expect(posted.status).toBe(303)
    const done = await visitor.fetch(posted.headers.get('location')!)
    expect(done.status).toBe(200)
    const doneHtml = await done.text()
    expect(doneHtml).toContain('Contrato firmado')
    const copyHref = /href="([^"]+)"/.exec(doneHtml.replace(/&amp;/g, '&'))?.[1] ?? ''
    const copy = await visitor.fetch(copyHref)
    expect(copy.status).toBe(200)
    expect(copy.headers.get('content-type')).toBe('application/pdf')
    signed = await read(engagement.id)
    expect(signed.status).toBe('signed')
    expect(signed.signedPdf).toBe(`${publicOrigin}/cms/api/engagements/${engagement.id}/signed-pdf`)
    expect(signed.evidence).toMatchObject({
      signerName: 'Rosa Méndez',
      userAgent: 'PhoneBrowser/1.0',
      ip: expect.any(String),
      openedAt: expect.any(String),
      consentedAt: expect.any(String),
      signedAt: expect.any(String),
    })
    expect(String((signed.evidence as Record<string, string>).contact)).toContain(lead.phone)
  })

  it('signedPdf answers the PDF to an admin (audited), and 401/403 to anyone else', async () => {
    const path = pathOf(signed.signedPdf as string)
    const asAdmin = await fetch(server.url + path, { headers: admin.auth })
    expect(asAdmin.status).toBe(200)
    expect(asAdmin.headers.get('content-type')).toBe('application/pdf')
    expect(asAdmin.headers.get('cache-control')).toContain('no-store')
    pdf = Buffer.from(await asAdmin.arrayBuffer())
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect((await fetch(server.url + path)).status).toBe(401)
    expect((await fetch(server.url + path, { headers: agent.auth })).status).toBe(403)
    expect((await fetch(server.url + path, { headers: editor.auth })).status).toBe(403)
    const events = await staff.find('audit-events', { lead: String(lead.id), action: 'view' })
    expect(
      events.docs.some((event) => (event.details as { file?: string })?.file === 'signed-pdf'),
    ).toBe(true)
    expect((await cms(server.url, editor, `/engagements/${engagement.id}`)).status).toBe(403)
  })

  it("the PDF's signature verifies with the firm's certificate and breaks after a one-byte change", () => {
    const certificate = verifyPdfSignature(pdf)
    expect(certificate).not.toBeNull()
    const subject = forge.pki.certificateFromPem(certificate!).subject.getField('CN').value
    expect(subject).toBe('Test Firm Signing')
    const text = pdf.toString('latin1')
    expect(text).toContain('/ETSI.CAdES.detached')
    const changed = Buffer.from(pdf)
    const at = text.indexOf('/Title')
    changed[at + 2] = changed[at + 2] ^ 1
    expect(verifyPdfSignature(changed)).toBeNull()
  })

  it('nobody writes status, signUrl, evidence or the PDF through the API', async () => {
    const patch = (as: { auth: { authorization: string } }, body: unknown, id = engagement.id) =>
      cms(server.url, as, `/engagements/${id}`, { method: 'PATCH', body })
    expect((await patch(agent, { status: 'countersigned' })).status).toBe(403)
    expect((await patch(editor, { status: 'void' })).status).toBe(403)
    const other = await createEngagement((await newLead()).id)
    expect((await patch(agent, { status: 'signed' }, other.id)).status).toBe(403)
    expect((await patch(admin, { status: 'signed' }, other.id)).status).toBe(403)
    await patch(admin, {
      evidence: { signerName: 'Someone Else', ip: '1.2.3.4' },
      signUrl: 'https://evil.example/',
      letterSha256: '0'.repeat(64),
      pdfData: 'AAAA',
    })
    const after = await read(engagement.id)
    expect(after.evidence).toEqual(signed.evidence)
    expect(after.letterSha256).toBe(signed.letterSha256)
    expect(after.status).toBe('signed')
    const created = await cms(server.url, admin, '/engagements', {
      method: 'POST',
      body: { lead: lead.id, template: engagement.template, feeCents: 0, status: 'signed' },
    })
    expect(created.status).toBe(403)
    const byAgent = await cms(server.url, agent, '/engagements', {
      method: 'POST',
      body: { lead: lead.id, template: engagement.template, feeCents: 0, status: 'sent' },
    })
    expect(byAgent.status).toBe(403)
    expect((await read(engagement.id, agent)).status).toBe('signed')
    const countersigned = await patch(admin, { status: 'countersigned' })
    expect(countersigned.status).toBe(200)
    expect((await read(engagement.id)).countersignedAt).toEqual(expect.any(String))
  })

  it('never reminds a number that answered STOP, whatever the hour', async () => {
    const { id, phone } = await newLead()
    const letter = await createEngagement(id)
    const linkPath = pathOf(letter.signUrl as string)
    await waitFor(() => twilio.messages.find((m) => m.body.includes(linkPath)))
    const hooks = twilioWebhooks(twilio, server.url, publicOrigin)
    expect((await hooks.inbound(`+1${phone}`, 'STOP')).status).toBe(200)
    const reminders = async () =>
      (await staff.find('lead-deliveries', { lead: String(id), channel: 'engagement-reminder' }))
        .docs
    const rows = await reminders()
    expect(rows.map((row) => row.target).sort()).toEqual(
      [`+1${phone}`, `+1${phone}`, `e${phone}@example.com`, `e${phone}@example.com`].sort(),
    )
    // The clock moves on to the first reminder (24 h), for the text and the e-mail alike.
    const firstReminders = rows.filter((row) => (row.data as { kind: string }).kind === '24h')
    expect(firstReminders).toHaveLength(2)
    for (const row of firstReminders) {
      const moved = await cms(server.url, admin, `/lead-deliveries/${row.id}`, {
        method: 'PATCH',
        body: { nextAttemptAt: new Date(Date.now() - 1000).toISOString() },
      })
      expect(moved.status).toBe(200)
    }
    const smsRow = await waitFor(async () =>
      (await reminders()).find((row) => row.target === `+1${phone}` && row.status === 'skipped'),
    )
    expect(smsRow.result).toBe('The number opted out')
    // Only the link was texted to the number; the STOP confirmation is Twilio's, not a reminder.
    const texts = twilio.messages.filter((m) => m.to === `+1${phone}`)
    expect(texts.filter((m) => m.body.includes(linkPath))).toHaveLength(1)
  })

  it('refuses a forged, an expired and a voided link', async () => {
    const fresh = await createEngagement((await newLead()).id, 'en')
    expect(fresh.signUrl).toMatch(/\/en\/sign\?enlace=/)
    const url = new URL(fresh.signUrl as string)
    const token = url.searchParams.get('enlace')!
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    expect((await fetch(`${server.url}/en/sign?enlace=${encodeURIComponent(forged)}`)).status).toBe(
      404,
    )
    const binding = `engagement@${new Date(fresh.createdAt as string).toISOString()}@${new Date(fresh.sentAt as string).toISOString()}`
    const expired = signToken('engagement-sign', fresh.id, new Date(Date.now() - 60_000), binding)
    expect(
      (await fetch(`${server.url}/en/sign?enlace=${encodeURIComponent(expired)}`)).status,
    ).toBe(404)
    const valid = await fetch(`${server.url}${pathOf(fresh.signUrl as string)}`)
    expect(valid.status).toBe(200)
    expect(await valid.text()).toContain('right to a paper copy')
    await cms(server.url, admin, `/engagements/${fresh.id}`, {
      method: 'PATCH',
      body: { status: 'void' },
    })
    expect((await fetch(`${server.url}${pathOf(fresh.signUrl as string)}`)).status).toBe(404)
    const again = await cms(server.url, admin, `/engagements/${fresh.id}`, {
      method: 'PATCH',
      body: { status: 'sent' },
    })
    const resent = ((await again.json()) as { doc: Doc }).doc
    expect(resent.signUrl).not.toBe(fresh.signUrl)
    expect((await fetch(`${server.url}${pathOf(fresh.signUrl as string)}`)).status).toBe(404)
    expect((await fetch(`${server.url}${pathOf(resent.signUrl as string)}`)).status).toBe(200)
  })
})

describe('the lead becomes retained by itself', () => {
  let attorney: number
  // The campaign these leads came from: the dashboard's client path counts them apart.
  const source = `path${Date.now()}`
  const campaignLead = () =>
    newLead(phoneOf(), 'Rosa Méndez', { page_path: `/contacto?utm_source=${source}` })
  const leadStatus = async (id: number) =>
    ((await (await cms(server.url, admin, `/leads/${id}?depth=0`)).json()) as Doc).status
  const countersign = (id: number) =>
    cms(server.url, admin, `/engagements/${id}`, {
      method: 'PATCH',
      body: { status: 'countersigned' },
    })
  const retainedHooks = (lead: number) =>
    webhook.received.filter((hook) => hook.event === 'lead.retained' && hook.body.lead.id === lead)
  /** The Checkout Session the signed letter went on to (its id in Stripe's URL). */
  const sessionOf = (engagement: number) =>
    [...stripe.sessions.values()].find(
      (session) => session.metadata.engagement === String(engagement),
    )!
  const quiet = () => new Promise((resolve) => setTimeout(resolve, 800))

  beforeAll(async () => {
    const response = await cms(server.url, admin, '/attorneys?limit=1&depth=0')
    attorney = ((await response.json()) as { docs: Doc[] }).docs[0].id
  })

  it('without a fee: signed is not enough, the countersignature retains it, the event once', async () => {
    const lead = await campaignLead()
    const letter = await createEngagement(lead.id, 'es', { attorney })
    expect((await sign(letter.signUrl as string)).posted.status).toBe(303)
    await quiet()
    expect(await leadStatus(lead.id)).not.toBe('retained')
    expect((await countersign(letter.id)).status).toBe(200)
    expect(await leadStatus(lead.id)).toBe('retained')
    const [event] = await waitFor(async () => {
      const hooks = retainedHooks(lead.id)
      return hooks.length ? hooks : undefined
    })
    const sent = await read(letter.id)
    expect(event.body).toMatchObject({
      matter: { type: 'other', attorney: { id: attorney } },
      letter: { engagement: letter.id, sha256: sent.letterSha256 },
      payments: [],
    })
    expect(sent.letterSha256).toMatch(/^[0-9a-f]{64}$/)
    // Saving the countersigned letter again retains nothing more.
    expect((await countersign(letter.id)).status).toBe(200)
    await quiet()
    expect(retainedHooks(lead.id)).toHaveLength(1)
  })

  it('with a fee: countersigned but unpaid waits; the payment retains it once, replays or not', async () => {
    const lead = await campaignLead()
    const letter = await createEngagement(lead.id, 'es', { attorney, feeCents: 20000 })
    const { posted } = await sign(letter.signUrl as string)
    expect(posted.status).toBe(303)
    const session = sessionOf(letter.id)
    expect(posted.headers.get('location')).toBe(session.url)
    expect((await countersign(letter.id)).status).toBe(200)
    await quiet()
    expect(await leadStatus(lead.id)).not.toBe('retained')
    // Stripe's event and its retry arrive at once: one payment change, one retained event.
    const paid = stripe.complete(session.id)
    const answers = await Promise.all([stripe.send(paid), stripe.send(paid), stripe.send(paid)])
    expect(answers).toEqual([200, 200, 200])
    await waitFor(async () => (await leadStatus(lead.id)) === 'retained' || undefined)
    const [event] = await waitFor(async () => {
      const hooks = retainedHooks(lead.id)
      return hooks.length ? hooks : undefined
    })
    expect(event.body.payments).toEqual([
      expect.objectContaining({ amountCents: 20000, currency: 'usd', status: 'paid' }),
    ])
    const [payment] = (await staff.find('payments', { checkoutSession: session.id })).docs
    expect(payment.processedEvents).toEqual([paid.id])
    await quiet()
    expect(retainedHooks(lead.id)).toHaveLength(1)
  })

  it('paid before the countersignature: the countersignature retains it', async () => {
    const lead = await campaignLead()
    const letter = await createEngagement(lead.id, 'en', { attorney, feeCents: 5000 })
    expect((await sign(letter.signUrl as string, 'Rosa Mendez')).posted.status).toBe(303)
    expect(await stripe.send(stripe.complete(sessionOf(letter.id).id))).toBe(200)
    await quiet()
    expect(await leadStatus(lead.id)).not.toBe('retained')
    expect((await countersign(letter.id)).status).toBe(200)
    expect(await leadStatus(lead.id)).toBe('retained')
    await waitFor(async () => retainedHooks(lead.id)[0])
  })

  it('the dashboard counts the three on the client path of their source, in both languages', async () => {
    const agentPage = await adminPage(server.url, '/lead-dashboard?range=today', agent.token)
    expect(funnelRow(agentPage, 'client-path-by-source', source)).toEqual({
      leads: '3',
      booked: '0 (0%)',
      questionnaire: '0 (0%)',
      letterSent: '3 (100%)',
      signed: '3 (100%)',
      paid: '2 (67%)',
      retained: '3 (100%)',
    })
    const english = await adminPage(server.url, '/lead-dashboard?range=7', staff.token, 'en')
    expect(english).toContain('Path to client by agent')
    expect(funnelRow(english, 'client-path-by-source', source)?.retained).toBe('3 (100%)')
  })
})

describe('preparing a letter from the lead (admins)', () => {
  const prepare = (lead: unknown, as?: { auth: { authorization: string } }) =>
    fetch(`${server.url}/cms/api/engagements/prepare`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(as?.auth ?? {}) },
      body: JSON.stringify({ lead }),
    })

  it('makes a draft in the client’s language for an admin only, previewed before it is sent', async () => {
    const lead = await newLead(phoneOf(), 'Lucía Preview')
    expect((await prepare(lead.id)).status).toBe(403)
    expect((await prepare(lead.id, agent)).status).toBe(403)
    expect((await prepare(lead.id, editor)).status).toBe(403)
    expect((await prepare('x', admin)).status).toBe(400)
    expect((await prepare(99_999_999, admin)).status).toBe(404)
    const made = await prepare(lead.id, admin)
    expect(made.status).toBe(201)
    const { id } = (await made.json()) as { id: number }
    const draft = await read(id)
    expect(draft).toMatchObject({ lead: lead.id, status: 'draft', feeCents: 0 })
    expect(draft.template).toBe((await templateOf('es')).id)
    // Nothing leaves for the client while it is a draft.
    expect(draft.signUrl ?? null).toBeNull()

    // The lead's page lists it; only an admin is offered "Prepare a letter".
    const asAdmin = await adminPage(server.url, `/collections/leads/${lead.id}`, staff.token)
    expect(asAdmin).toContain('Cartas de contratación')
    expect(asAdmin).toContain(`/admin/collections/engagements/${id}`)
    expect(asAdmin).toContain('lead-engagements__prepare')
    const asAgent = await adminPage(server.url, `/collections/leads/${lead.id}`, agent.token, 'en')
    expect(asAgent).toContain('Engagement letters')
    expect(asAgent).toContain('lead-engagements')
    expect(asAgent).not.toContain('lead-engagements__prepare')

    // The draft's page shows the letter merged as the client would read it.
    const page = await adminPage(server.url, `/collections/engagements/${id}`, staff.token, 'en')
    const preview = page.slice(page.indexOf('class="letter-preview"')).split('</section>')[0]
    expect(preview).toContain('Lucía Preview')
    expect(preview).toContain('lang="es"')
  })
})
