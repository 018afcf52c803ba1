import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEvents } from '../support/audit'
import { FakeStripe } from '../support/fake-stripe'
import { startStaffServer, Visitor, type Staff } from '../support/http'
import type { RunningServer } from '../support/server'
import { cms, staffAccount, type Account } from '../support/staff-accounts'
import { waitFor } from '../support/sinks'

// Fees paid online (issue 36): the site against a fake Stripe speaking Stripe's protocol.
const stripe = new FakeStripe()
let server: RunningServer
let staff: Staff
let admin: { auth: { authorization: string } }
let agent: Account

async function newLead(nombre: string) {
  const phone = `20255${String(Date.now()).slice(-5)}`
  const response = await new Visitor(server.url).post('/api/prospecto/agregar', {
    nombre,
    phone,
    checkbox: '1',
    seccion: 'Contacto Español',
  })
  expect(await response.json()).toMatchObject({ status: 'success' })
  return Number((await waitFor(async () => (await staff.find('leads', { phone })).docs[0])).id)
}

/** A Checkout link as an admin asks one for a lead ("request payment"): startCheckout. */
async function requestPayment(body: Record<string, unknown>, base = server.url, auth = admin) {
  const response = await fetch(`${base}/cms/api/payments/request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth.auth },
    body: JSON.stringify({ description: 'Consulta', amountCents: 15000, locale: 'es', ...body }),
  })
  return { status: response.status, body: await response.json() }
}

async function paymentOf(sessionId: string) {
  const found = await staff.find('payments', { checkoutSession: sessionId })
  return found.docs[0] as Record<string, unknown>
}

const paymentAudits = async (lead: number) =>
  (await auditEvents(server.url, staff.token, { 'where[lead][equals]': String(lead) })).filter(
    (event) => event.action === 'payment',
  )

beforeAll(async () => {
  await stripe.start()
  ;({ server, staff } = await startStaffServer('payments', stripe.env()))
  stripe.webhookUrl = `${server.url}/api/payments/stripe`
  admin = { auth: { authorization: `JWT ${staff.token}` } }
  agent = await staffAccount(server.url, staff.token, 'agent')
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await stripe.stop()
})

describe('startCheckout', () => {
  it('creates a Checkout Session at Stripe and a pending payment on the lead', async () => {
    const lead = await newLead('Pago Pendiente')
    const { status, body } = await requestPayment({ lead })
    expect(status).toBe(201)
    const session = stripe.sessions.get(body.sessionId)!
    expect(body.url).toBe(session.url)
    expect(session).toMatchObject({
      amount_total: 15000,
      currency: 'usd',
      locale: 'es',
      metadata: { lead: String(lead), kind: 'earned', engagement: '' },
      key: stripe.secretKey,
    })
    expect(session.success_url).toMatch(/\/pago\?estado=ok&sesion=\{CHECKOUT_SESSION_ID\}$/)
    expect(await paymentOf(body.sessionId)).toMatchObject({
      lead,
      kind: 'earned',
      amountCents: 15000,
      currency: 'usd',
      status: 'pending',
    })
  })

  it('refuses an advance fee without the trust account key', async () => {
    const lead = await newLead('Anticipo Sin Fideicomiso')
    const before = stripe.sessions.size
    const { status, body } = await requestPayment({ lead, kind: 'advance' })
    expect(status).toBe(409)
    expect(body.error).toMatch(/STRIPE_TRUST_SECRET_KEY/)
    expect(stripe.sessions.size).toBe(before)
  })
})

const postEvent = (body: string, headers: Record<string, string>) =>
  fetch(stripe.webhookUrl, { method: 'POST', headers, body })

describe('POST /api/payments/stripe', () => {
  let lead: number
  let sessionId: string

  beforeAll(async () => {
    lead = await newLead('Pago Con Evento')
    sessionId = (await requestPayment({ lead, amountCents: 25000 })).body.sessionId
  })

  it('refuses a forged event, one without a signature and a stale one (400), changing nothing', async () => {
    const event = stripe.complete(sessionId)
    const forged = stripe.signed(event, { secret: 'whsec_not_the_firms' })
    expect((await postEvent(forged.body, forged.headers)).status).toBe(400)
    const unsigned = stripe.signed(event)
    expect((await postEvent(unsigned.body, { 'content-type': 'application/json' })).status).toBe(
      400,
    )
    const stale = stripe.signed(event, { at: Math.floor(Date.now() / 1000) - 301 })
    expect((await postEvent(stale.body, stale.headers)).status).toBe(400)
    const tampered = stripe.signed(event)
    const changed = tampered.body.replace('"amount_total":25000', '"amount_total":1')
    expect((await postEvent(changed, tampered.headers)).status).toBe(400)
    expect(await paymentOf(sessionId)).toMatchObject({ status: 'pending' })
    expect(await paymentAudits(lead)).toHaveLength(1) // the checkout's creation only
  })

  it('marks the payment paid with its amount and receipt, once per event id, on record', async () => {
    const event = stripe.complete(sessionId)
    expect(await stripe.send(event)).toBe(200)
    const intent = stripe.sessions.get(sessionId)!.payment_intent!
    expect(await paymentOf(sessionId)).toMatchObject({
      status: 'paid',
      amountCents: 25000,
      paymentIntent: intent,
      receiptUrl: stripe.receiptUrl(intent),
      processedEvents: [event.id],
    })
    // Stripe's retry of the same event (or an attacker's replay within 5 minutes).
    expect(await stripe.send(event)).toBe(200)
    expect(await stripe.send(event)).toBe(200)
    const audits = (await paymentAudits(lead)).filter((a) => a.details?.eventId === event.id)
    expect(audits).toHaveLength(1)
    expect(audits[0]).toMatchObject({
      action: 'payment',
      lead,
      details: { event: 'checkout.session.completed', status: 'paid' },
    })
    expect((await paymentOf(sessionId)).processedEvents).toEqual([event.id])
  })

  it('marks a refunded charge refunded', async () => {
    const event = stripe.refund(sessionId)
    expect(await stripe.send(event)).toBe(200)
    expect(await paymentOf(sessionId)).toMatchObject({ status: 'refunded' })
    const audits = (await paymentAudits(lead)).map((a) => a.details?.event)
    expect(audits).toEqual(['checkout.created', 'checkout.session.completed', 'charge.refunded'])
  })

  it('marks an abandoned session expired', async () => {
    const other = await newLead('Pago Vencido')
    const { sessionId: abandoned } = (await requestPayment({ lead: other })).body
    expect(await stripe.send(stripe.expire(abandoned))).toBe(200)
    expect(await paymentOf(abandoned)).toMatchObject({ status: 'expired' })
  })

  it('answers the paid state on the visitor page only once the event arrived', async () => {
    const other = await newLead('Pago Pagina')
    const { sessionId: id } = (await requestPayment({ lead: other })).body
    const page = async (path: string) => {
      const response = await fetch(`${server.url}${path}`)
      expect(response.headers.get('cache-control')).toMatch(/no-store/)
      return response.text()
    }
    expect(await page(`/pago?estado=ok&sesion=${id}`)).toContain('data-payment="confirming"')
    await stripe.send(stripe.complete(id))
    expect(await page(`/pago?estado=ok&sesion=${id}`)).toContain('data-payment="paid"')
    expect(await page(`/en/payment?estado=ok&sesion=${id}`)).toContain('Payment received')
    expect(await page('/en/payment?estado=cancelado')).toContain('Payment cancelled')
    expect(await page('/pago?estado=cancelado')).toContain('Pago cancelado')
  })
})

describe('who may read and write payments', () => {
  let id: number
  beforeAll(async () => {
    const lead = await newLead('Pago Acceso')
    const { sessionId } = (await requestPayment({ lead })).body
    id = Number((await paymentOf(sessionId)).id)
  })

  it('refuses an anonymous visitor everything', async () => {
    expect((await fetch(`${server.url}/cms/api/payments`)).status).toBe(403)
    expect((await fetch(`${server.url}/cms/api/payments/${id}`)).status).toBe(403)
    const anonymous = { auth: { authorization: '' } }
    expect((await requestPayment({ lead: 1 }, server.url, anonymous)).status).toBe(403)
  })

  it('lets an agent read (on record) but write nothing, not even one field', async () => {
    const before = (await auditEvents(server.url, staff.token)).length
    expect((await cms(server.url, agent, `/payments/${id}`)).status).toBe(200)
    const after = await auditEvents(server.url, staff.token)
    expect(after.slice(before).some((e) => e.action === 'read' && e.user === agent.email)).toBe(
      true,
    )
    const patch = { method: 'PATCH', body: { status: 'paid', amountCents: 1 } }
    expect((await cms(server.url, agent, `/payments/${id}`, patch)).status).toBe(403)
    const create = {
      method: 'POST',
      body: { lead: 1, kind: 'earned', amountCents: 1, status: 'paid', checkoutSession: 'cs_x' },
    }
    expect((await cms(server.url, agent, '/payments', create)).status).toBe(403)
    expect((await cms(server.url, agent, `/payments/${id}`, { method: 'DELETE' })).status).toBe(403)
    expect((await requestPayment({ lead: 1 }, server.url, agent)).status).toBe(403)
  })

  it('lets an admin write nothing through the API either', async () => {
    const patch = { method: 'PATCH', body: { status: 'paid', receiptUrl: 'https://evil.example' } }
    expect((await cms(server.url, admin, `/payments/${id}`, patch)).status).toBe(403)
    expect((await cms(server.url, admin, `/payments/${id}`, { method: 'DELETE' })).status).toBe(403)
    const stored = await (await cms(server.url, admin, `/payments/${id}`)).json()
    expect(stored).toMatchObject({ status: 'pending' })
    expect(stored.receiptUrl ?? null).toBeNull()
  })
})

describe('an advance fee with the trust account key set', () => {
  let trustServer: RunningServer
  let trustStaff: Staff
  beforeAll(async () => {
    ;({ server: trustServer, staff: trustStaff } = await startStaffServer(
      'payments-trust',
      stripe.env({ trust: true }),
    ))
  }, 120_000)
  afterAll(async () => trustServer?.stop())

  it('creates the session with the trust account key, and an earned fee with the other', async () => {
    const phone = `20256${String(Date.now()).slice(-5)}`
    await new Visitor(trustServer.url).post('/api/prospecto/agregar', {
      nombre: 'Anticipo Fiduciario',
      phone,
      checkbox: '1',
      seccion: 'Contacto Español',
    })
    const lead = Number(
      (await waitFor(async () => (await trustStaff.find('leads', { phone })).docs[0])).id,
    )
    const auth = { auth: { authorization: `JWT ${trustStaff.token}` } }
    const advance = await requestPayment(
      { lead, kind: 'advance', locale: 'en' },
      trustServer.url,
      auth,
    )
    expect(advance.status).toBe(201)
    expect(stripe.sessions.get(advance.body.sessionId)).toMatchObject({
      key: stripe.trustKey,
      metadata: { kind: 'advance' },
      locale: 'en',
    })
    expect(advance.body.url).toBe(stripe.sessions.get(advance.body.sessionId)!.url)
    const earned = await requestPayment({ lead }, trustServer.url, auth)
    expect(stripe.sessions.get(earned.body.sessionId)?.key).toBe(stripe.secretKey)
  })
})
