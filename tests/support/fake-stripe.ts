import { createHmac, randomBytes } from 'node:crypto'
import http from 'node:http'
import { closeServer, listenLocal } from './listen'

export type FakeSession = {
  id: string
  object: 'checkout.session'
  url: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  amount_total: number
  currency: string
  locale: string | null
  metadata: Record<string, string>
  client_reference_id: string | null
  success_url: string
  cancel_url: string
  payment_intent: string | null
  /** Test bookkeeping: the secret key the session was created with. */
  key: string
}

export type StripeEvent = { id: string; type: string; created: number; data: { object: unknown } }

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** `t=…,v1=…`: HMAC-SHA256 of `${t}.${body}` with the endpoint's secret, as Stripe signs events. */
export function stripeSignature(body: string, secret: string, at = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`${at}.${body}`, 'utf8').digest('hex')
  return `t=${at},v1=${v1}`
}

/** Form-encoded Stripe parameters (`a[b][0][c]=1`) as nested objects and arrays. */
function parseForm(raw: string): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  for (const [name, value] of new URLSearchParams(raw)) {
    const keys = name.split(/\[|\]\[|\]/).filter((key) => key !== '')
    let node = root as Record<string, unknown>
    keys.forEach((key, index) => {
      if (index === keys.length - 1) node[key] = value
      else node = (node[key] ??= {}) as Record<string, unknown>
    })
  }
  return root
}

/**
 * A Stripe API for tests, on its real protocol: `POST /v1/checkout/sessions` (form-encoded,
 * `Authorization: Bearer <secret key>`, 401 for an unknown key), `GET /v1/payment_intents/:id`
 * (its `latest_charge` with the receipt), `POST /v1/refunds`; and the hosted checkout page at the
 * session's `url`: a "Pay" button that completes the session, sends the signed
 * `checkout.session.completed` event to `webhookUrl` (retried on a non-2xx answer, as Stripe
 * does) and sends the browser on to `success_url`.
 */
export class FakeStripe {
  readonly secretKey = 'sk_test_fake_earned_0001'
  readonly trustKey = 'sk_test_fake_trust_0001'
  readonly webhookSecret = 'whsec_fake_0001'
  readonly sessions = new Map<string, FakeSession>()
  /** Every delivery attempt of an event: its id and the site's answer. */
  readonly deliveries: { event: string; status: number }[] = []
  webhookUrl = ''
  retryDelayMs = 300
  private server: http.Server | null = null
  port = 0

  get url() {
    return `http://127.0.0.1:${this.port}`
  }

  /** The site's environment pointing at this fake (the trust key only when asked). */
  env(options: { trust?: boolean } = {}): Record<string, string> {
    return {
      STRIPE_API_URL: this.url,
      STRIPE_SECRET_KEY: this.secretKey,
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
      ...(options.trust ? { STRIPE_TRUST_SECRET_KEY: this.trustKey } : {}),
    }
  }

  async start(port = 0) {
    this.server = http.createServer(async (request, response) => {
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk as Buffer)
      await this.answer(request, response, Buffer.concat(chunks).toString('utf8')).catch((error) =>
        response.writeHead(500).end(String(error)),
      )
    })
    this.port = await listenLocal(this.server, port)
    return this
  }

  async stop() {
    await closeServer(this.server)
  }

  /** An event as Stripe sends it, with `Stripe-Signature` (its time `at`, seconds). */
  signed(event: StripeEvent, options: { at?: number; secret?: string } = {}) {
    const body = JSON.stringify({ object: 'event', api_version: '2025-01-01', ...event })
    const header = stripeSignature(body, options.secret ?? this.webhookSecret, options.at)
    return { body, headers: { 'content-type': 'application/json', 'stripe-signature': header } }
  }

  event(type: string, object: unknown): StripeEvent {
    return { id: id('evt'), type, created: Math.floor(Date.now() / 1000), data: { object } }
  }

  /** Sends an event to the site once: the answer's status. */
  async send(event: StripeEvent, options: { at?: number; secret?: string } = {}) {
    const { body, headers } = this.signed(event, options)
    const response = await fetch(this.webhookUrl, { method: 'POST', headers, body })
    this.deliveries.push({ event: event.id, status: response.status })
    return response.status
  }

  /** Sends an event until the site answers 2xx (at most 5 tries), as Stripe retries. */
  async deliver(event: StripeEvent) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const status = await this.send(event).catch(() => 0)
      if (status >= 200 && status < 300) return status
      await pause(this.retryDelayMs * (attempt + 1))
    }
    return 0
  }

  /** Completes a session as a paid checkout: the `checkout.session.completed` event. */
  complete(sessionId: string) {
    const session = this.sessions.get(sessionId)
    if (!session) throw new Error(`no session ${sessionId}`)
    session.status = 'complete'
    session.payment_status = 'paid'
    session.payment_intent ??= id('pi')
    return this.event('checkout.session.completed', this.publicSession(session))
  }

  /** The `checkout.session.expired` event of an open session. */
  expire(sessionId: string) {
    const session = this.sessions.get(sessionId)!
    session.status = 'expired'
    return this.event('checkout.session.expired', this.publicSession(session))
  }

  /** The `charge.refunded` event of a paid session's charge. */
  refund(sessionId: string) {
    const session = this.sessions.get(sessionId)!
    return this.event('charge.refunded', this.charge(session, true))
  }

  receiptUrl(paymentIntent: string) {
    return `${this.url}/receipts/${paymentIntent}`
  }

  private charge(session: FakeSession, refunded = false) {
    return {
      id: `ch_${session.payment_intent}`,
      object: 'charge',
      amount: session.amount_total,
      amount_refunded: refunded ? session.amount_total : 0,
      refunded,
      currency: session.currency,
      payment_intent: session.payment_intent,
      receipt_url: this.receiptUrl(session.payment_intent ?? ''),
      metadata: session.metadata,
    }
  }

  private publicSession(session: FakeSession) {
    const rest: Partial<FakeSession> = { ...session }
    delete rest.key
    return rest
  }

  private async answer(request: http.IncomingMessage, response: http.ServerResponse, raw: string) {
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    const url = new URL(request.url ?? '/', this.url)
    const page = url.pathname.match(/^\/pay\/([\w]+)$/)
    if (page) return this.checkoutPage(request, response, page[1])
    if (!url.pathname.startsWith('/v1/')) return json(404, { error: { message: 'Not found' } })
    const key = (request.headers.authorization ?? '').replace(/^Bearer /, '')
    if (key !== this.secretKey && key !== this.trustKey) {
      return json(401, {
        error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${key}` },
      })
    }
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      return json(200, this.publicSession(this.createSession(parseForm(raw), key)))
    }
    const intent = url.pathname.match(/^\/v1\/payment_intents\/([\w]+)$/)
    if (request.method === 'GET' && intent) {
      const session = [...this.sessions.values()].find((s) => s.payment_intent === intent[1])
      if (!session || session.key !== key)
        return json(404, { error: { message: 'No such payment_intent' } })
      return json(200, {
        id: intent[1],
        object: 'payment_intent',
        latest_charge: this.charge(session),
      })
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const form = parseForm(raw)
      const session = [...this.sessions.values()].find(
        (s) => s.payment_intent === form.payment_intent,
      )
      if (!session) return json(404, { error: { message: 'No such payment_intent' } })
      void this.deliver(this.refund(session.id))
      return json(200, {
        id: id('re'),
        object: 'refund',
        status: 'succeeded',
        payment_intent: session.payment_intent,
      })
    }
    return json(404, { error: { message: 'Unrecognized request URL' } })
  }

  private createSession(form: Record<string, unknown>, key: string): FakeSession {
    const items = Object.values((form.line_items ?? {}) as Record<string, Record<string, unknown>>)
    const amount = items.reduce((sum, item) => {
      const price = (item.price_data ?? {}) as Record<string, string>
      return sum + Number(price.unit_amount ?? 0) * Number(item.quantity ?? 1)
    }, 0)
    const currency = String(
      ((items[0]?.price_data ?? {}) as Record<string, string>).currency ?? 'usd',
    )
    const sessionId = id('cs')
    const session: FakeSession = {
      id: sessionId,
      object: 'checkout.session',
      url: `${this.url}/pay/${sessionId}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      currency,
      locale: (form.locale as string) ?? null,
      metadata: (form.metadata ?? {}) as Record<string, string>,
      client_reference_id: (form.client_reference_id as string) ?? null,
      success_url: String(form.success_url ?? ''),
      cancel_url: String(form.cancel_url ?? ''),
      payment_intent: null,
      key,
    }
    this.sessions.set(sessionId, session)
    return session
  }

  private async checkoutPage(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    sessionId: string,
  ) {
    const session = this.sessions.get(sessionId)
    if (!session) return response.writeHead(404).end('No such session')
    if (request.method === 'POST') {
      const event = this.complete(sessionId)
      // Stripe does not wait for the site's answer before sending the browser back.
      void this.deliver(event)
      const back = session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id)
      return response.writeHead(303, { location: back }).end()
    }
    const amount = (session.amount_total / 100).toFixed(2)
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Fake Checkout</title></head>
<body><main><h1>Fake Checkout</h1><p>Amount: $${amount} ${session.currency.toUpperCase()}</p>
<form method="post" action="/pay/${session.id}"><button type="submit">Pay</button></form>
<p><a href="${session.cancel_url.replace(/"/g, '&quot;')}">Cancel</a></p></main></body></html>`
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html)
  }
}
