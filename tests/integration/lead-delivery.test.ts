import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startStaffServer, Visitor, type Staff } from '../support/http'
import type { RunningServer } from '../support/server'
import { SmtpSink, waitFor, WebhookSink } from '../support/sinks'

// A server of its own, wired to an SMTP sink and a webhook receiver this test starts and stops.
let server: RunningServer
let staff: Staff
const smtp = new SmtpSink()
const webhook = new WebhookSink()

const lead = (phone: string, nombre = 'Lucía Delgado') => ({
  nombre,
  phone,
  email: 'lucia@example.com',
  mensaje: 'Quiero saber si califico para la visa U',
  checkbox: '1',
  seccion: 'Contacto Español',
})

async function deliveriesOf(phone: string) {
  const [stored] = (await staff.find('leads', { phone })).docs
  if (!stored) return { stored: undefined, deliveries: [] }
  const { docs } = await staff.find('lead-deliveries', { lead: String(stored.id) })
  return { stored, deliveries: docs }
}

/**
 * Delivered, at least once and never more often than tried, each copy with the delivery's one key.
 * A send given up by its timeout on a loaded machine may still arrive and is tried again: a copy
 * per attempt is the outbox's promise (the receiver drops repeats by key); one attempt, one copy.
 */
async function expectSentOncePerAttempt(phone: string, channel: 'email' | 'webhook') {
  const delivery = await waitFor(
    async () =>
      (await deliveriesOf(phone)).deliveries.find(
        (d) => d.channel === channel && d.status === 'delivered',
      ),
    30_000,
  )
  // A second send after the recorded one would come in this pause.
  await new Promise((resolve) => setTimeout(resolve, 800))
  const keys =
    channel === 'webhook'
      ? webhook.received.filter((h) => h.body.lead.phone === phone).map((h) => h.idempotencyKey)
      : smtp.messages
          .filter((m) => m.raw.includes(phone))
          .map((m) => m.raw.match(/^Message-ID: <(.+)@leads\.local>/m)?.[1])
  expect(keys.length).toBeGreaterThanOrEqual(1)
  expect(keys.length).toBeLessThanOrEqual(Number(delivery.attempts))
  expect(new Set(keys)).toEqual(new Set([delivery.idempotencyKey]))
  return { attempts: Number(delivery.attempts), copies: keys.length }
}

beforeAll(async () => {
  await smtp.start()
  await webhook.start()
  ;({ server, staff } = await startStaffServer('delivery', {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    LEAD_NOTIFY_TO: 'intake@firm.test',
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${webhook.port}/hooks/leads`,
    OUTBOX_POLL_MS: '200',
    OUTBOX_RETRY_BASE_MS: '200',
    // Short, so the hanging receiver is given up quickly, yet above a send on a busy CI machine:
    // at 1 s a slow but successful send was given up and sent again (a duplicate).
    OUTBOX_SEND_TIMEOUT_MS: '2000',
    LEAD_RATE_LIMIT: '1000',
  }))
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await smtp.stop()
  await webhook.stop()
})

describe('lead delivery through the outbox', () => {
  it('e-mails the firm and posts the webhook once per lead', async () => {
    const phone = '2025550101'
    const visitor = new Visitor(server.url)
    const touches = {
      utm_source: 'google',
      utm_campaign: 'visa-u',
      gclid: 'Cj0KCQ-hook',
      landing_page: '/visa-u?utm_source=google',
      referrer: 'https://www.google.com/',
      first_touch: JSON.stringify({
        utm_source: 'tiktok',
        ttclid: 'E.C.P.hook-1',
        landing_page: '/parole',
      }),
    }
    const sent = await visitor.post('/api/prospecto/agregar', { ...lead(phone), ...touches })
    expect(await sent.json()).toMatchObject({ status: 'success' })
    const mail = await waitFor(() => smtp.messages.find((m) => m.raw.includes(phone)))
    expect(mail.to).toEqual(['intake@firm.test'])
    expect(mail.raw).toContain('Luc')
    const hook = await waitFor(() => webhook.received.find((h) => h.body.lead.phone === phone))
    expect(hook.idempotencyKey).toMatch(/^lead-\d+-[0-9a-f]{8}-webhook$/)
    expect(hook.body.lead).toMatchObject({ nombre: 'Lucía Delgado', seccion: 'Contacto Español' })
    // The first and last touch go with the lead, only the values each holds.
    expect(hook.body.lead.attribution).toEqual({
      firstTouch: { utm_source: 'tiktok', ttclid: 'E.C.P.hook-1', landing_page: '/parole' },
      lastTouch: {
        utm_source: 'google',
        utm_campaign: 'visa-u',
        gclid: 'Cj0KCQ-hook',
        landing_page: '/visa-u?utm_source=google',
        referrer: 'www.google.com',
      },
      gpc: false,
    })
    const { stored } = await waitFor(async () => {
      const result = await deliveriesOf(phone)
      return result.stored?.deliveryStatus === 'delivered' ? result : undefined
    })
    expect(stored?.deliveryStatus).toBe('delivered')
    await expectSentOncePerAttempt(phone, 'webhook')
    await expectSentOncePerAttempt(phone, 'email')
  })

  it('retries with backoff while the webhook is down and records the failure', async () => {
    webhook.failing = true
    const phone = '2025550102'
    expect(
      await (await new Visitor(server.url).post('/api/prospecto/agregar', lead(phone))).json(),
    ).toMatchObject({ status: 'success' })
    const failing = await waitFor(async () => {
      const { deliveries } = await deliveriesOf(phone)
      const hook = deliveries.find((d) => d.channel === 'webhook')
      return hook && Number(hook.attempts) >= 2 ? hook : undefined
    })
    expect(failing.status).toBe('pending')
    expect(failing.lastError).toContain('503')
    expect((await deliveriesOf(phone)).stored?.deliveryStatus).toBe('failing')
    webhook.failing = false
    await waitFor(() => webhook.received.find((h) => h.body.lead.phone === phone))
    const { attempts } = await expectSentOncePerAttempt(phone, 'webhook')
    expect(attempts).toBeGreaterThanOrEqual(3)
  })

  it('keeps e-mails queued while the mail server is down and sends them when it is back', async () => {
    const port = smtp.port
    await smtp.stop()
    const phone = '2025550103'
    expect(
      await (await new Visitor(server.url).post('/api/prospecto/agregar', lead(phone))).json(),
    ).toMatchObject({ status: 'success' })
    const queued = await waitFor(async () => {
      const { deliveries } = await deliveriesOf(phone)
      const mail = deliveries.find((d) => d.channel === 'email')
      return mail && Number(mail.attempts) >= 1 ? mail : undefined
    })
    expect(queued.status).toBe('pending')
    expect(String(queued.lastError)).not.toBe('')
    await smtp.start(port)
    await waitFor(() => smtp.messages.find((m) => m.raw.includes(phone)), 30_000)
    const { stored } = await waitFor(async () => {
      const result = await deliveriesOf(phone)
      return result.stored?.deliveryStatus === 'delivered' ? result : undefined
    }, 30_000)
    expect(stored?.deliveryStatus).toBe('delivered')
  })

  it('delivers each of many concurrent leads exactly once', async () => {
    const phones = Array.from({ length: 12 }, (_, i) => `20255502${String(i).padStart(2, '0')}`)
    const results = await Promise.all(
      phones.map((phone) => new Visitor(server.url).post('/api/prospecto/agregar', lead(phone))),
    )
    for (const response of results) expect(response.status).toBe(200)
    await waitFor(
      () => phones.every((phone) => webhook.received.some((h) => h.body.lead.phone === phone)),
      30_000,
    )
    await Promise.all(phones.map((phone) => expectSentOncePerAttempt(phone, 'webhook')))
  })

  describe('faults of the receivers', () => {
    // A test that fails half-way leaves no fault switched on for the next one.
    afterEach(() => {
      Object.assign(webhook, { failing: false, erroring: false, hanging: false })
      smtp.refusing = false
    })
    const post = async (phone: string) =>
      expect(
        await (await new Visitor(server.url).post('/api/prospecto/agregar', lead(phone))).json(),
      ).toMatchObject({ status: 'success' })
    const webhookDelivery = async (phone: string) =>
      (await deliveriesOf(phone)).deliveries.find((d) => d.channel === 'webhook')
    const failingTwice = (phone: string) =>
      waitFor(async () => {
        const delivery = await webhookDelivery(phone)
        return delivery && Number(delivery.attempts) >= 2 ? delivery : undefined
      })
    const deliveredOnce = async (phone: string) => {
      await expectSentOncePerAttempt(phone, 'webhook')
      // The lead's e-mail may still be on a retry (a send over the limit on a loaded machine).
      await waitFor(
        async () => (await deliveriesOf(phone)).stored?.deliveryStatus === 'delivered',
        30_000,
      )
    }

    it('webhook receiver down (connection refused): retried, then delivered once', async () => {
      const port = webhook.port
      await webhook.stop()
      await post('2025550301')
      const failing = await failingTwice('2025550301')
      expect(String(failing.lastError)).toMatch(/fetch failed|ECONNREFUSED/)
      expect((await deliveriesOf('2025550301')).stored?.deliveryStatus).toBe('failing')
      await webhook.start(port)
      await deliveredOnce('2025550301')
    })

    it('webhook answering 500: retried with the failure shown, then delivered once', async () => {
      webhook.erroring = true
      await post('2025550302')
      expect((await failingTwice('2025550302')).lastError).toContain('500')
      expect((await deliveriesOf('2025550302')).stored?.deliveryStatus).toBe('failing')
      webhook.erroring = false
      await deliveredOnce('2025550302')
    })

    it('webhook hanging past the send timeout: given up, retried, delivered once', async () => {
      webhook.hanging = true
      await post('2025550303')
      const failing = await failingTwice('2025550303')
      expect(String(failing.lastError)).toMatch(/timeout|aborted/i)
      webhook.hanging = false
      await deliveredOnce('2025550303')
    })

    it('a hanging webhook holds only its own deliveries: the e-mails of other leads go out at once', async () => {
      webhook.hanging = true
      const phones = Array.from({ length: 6 }, (_, i) => `20255504${String(i).padStart(2, '0')}`)
      await Promise.all(phones.map((phone) => post(phone)))
      const mails = await waitFor(() => {
        const found = phones.map((phone) => smtp.messages.find((m) => m.raw.includes(phone)))
        return found.every(Boolean) ? found.map((mail) => mail!) : undefined
      }, 30_000)
      // Sent one after the other, no e-mail would go out while a webhook post hangs: each would
      // wait for the post before it to be given up. Sent side by side, the e-mails go out while
      // the posts of these leads hang (each for the 2 s send limit, then again on each retry).
      // Timed by the state the sinks saw, not by a clock a loaded machine stretches.
      const ours = webhook.hung.filter((post) => phones.includes(post.phone))
      const duringAHungPost = mails.filter((mail) =>
        ours.some((post) => post.at <= mail.at && mail.at <= (post.endedAt ?? Infinity)),
      )
      expect(ours.length).toBeGreaterThan(0)
      expect(duringAHungPost.length).toBeGreaterThanOrEqual(phones.length / 2)
      webhook.hanging = false
      await Promise.all(phones.map((phone) => deliveredOnce(phone)))
    })

    it('mail server refusing messages: retried, then one e-mail with a stable Message-ID', async () => {
      smtp.refusing = true
      await post('2025550304')
      const refused = await waitFor(async () => {
        const mail = (await deliveriesOf('2025550304')).deliveries.find(
          (d) => d.channel === 'email',
        )
        // Retried, and the refusal on record (a loaded machine may give an attempt up at the
        // send limit before the mail server's answer: that one says so instead).
        return mail && Number(mail.attempts) >= 2 && String(mail.lastError).includes('451')
          ? mail
          : undefined
      }, 30_000)
      expect(refused.status).toBe('pending')
      smtp.refusing = false
      // The refused attempts left no copy: only those after them, each with the stable key.
      const { attempts, copies } = await expectSentOncePerAttempt('2025550304', 'email')
      expect(copies).toBeLessThanOrEqual(attempts - Number(refused.attempts))
    })
  })
})
