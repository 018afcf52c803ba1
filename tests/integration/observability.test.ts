import os from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FakeTwilio } from '../support/fake-twilio'
import { FakeWhatsApp } from '../support/fake-whatsapp'
import { Visitor } from '../support/http'
import { onDutyAllWeek } from '../support/on-duty'
import { freePort } from '../support/server'
import { SmtpSink, waitFor } from '../support/sinks'
import { staffAccount } from '../support/staff-accounts'
import { startTextingServer } from '../support/texting-server'

// One server with its metrics port, Twilio, WhatsApp and SMTP fakes and an agent on duty: a lead
// moves the counters and histograms, and its person appears in no line of the server's output.
const twilio = new FakeTwilio()
const whatsapp = new FakeWhatsApp()
const smtp = new SmtpSink()
let running: Awaited<ReturnType<typeof startTextingServer>>
let metricsPort: number

// Distinctive enough that any occurrence in the output is this lead's.
const person = {
  nombre: 'Zebulonia Quintanilla-Moretti',
  phone: '2025550487',
  email: 'zebulonia.quintanilla@example.com',
  mensaje: 'Mi caso de asilo con el expediente Xylofono-Turquesa',
}
const visitorIp = '198.51.100.173'
const requestId = 'f3a9c1e27b4d4e6a9c0b1d2e3f405162'

const metricsText = async () => {
  const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4')
  return response.text()
}

/** The value of one series (`name{labels}`) in Prometheus' text format, 0 when absent. */
function valueOf(text: string, series: string) {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

beforeAll(async () => {
  metricsPort = await freePort()
  await Promise.all([twilio.start(), whatsapp.start(), smtp.start()])
  running = await startTextingServer(
    'observability',
    { twilio, whatsapp },
    {
      METRICS_PORT: String(metricsPort),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LEAD_NOTIFY_TO: 'intake@firm.test',
      LEAD_NOTIFY_FROM: 'Firm <intake@firm.test>',
      // The visitor's address is taken from X-Forwarded-For, so it is one the logs could show.
      TRUST_PROXY: '1',
    },
  )
  const agent = await staffAccount(running.server.url, running.staff.token, 'agent')
  await onDutyAllWeek(running.server.url, running.staff.token, [agent.id])
  const visitor = new Visitor(running.server.url, visitorIp)
  const response = await visitor.post(
    '/api/prospecto/agregar',
    { ...person, checkbox: '1', seccion: 'Contacto Español' },
    'multipart',
    { 'x-request-id': requestId },
  )
  expect(await response.json()).toMatchObject({ status: 'success' })
  expect(response.headers.get('x-request-id')).toBe(requestId)
  // The auto-reply by SMS, the firm's e-mail, then the visitor's STOP.
  await waitFor(() => twilio.messages.find((m) => m.to === `+1${person.phone}`), 15_000)
  await waitFor(() => smtp.messages.find((m) => m.to.includes('intake@firm.test')), 15_000)
  const stop = await running.hooks.inbound(`+1${person.phone}`, 'STOP')
  expect(stop.status).toBe(200)
}, 180_000)

afterAll(async () => {
  await running?.server.stop()
  await Promise.all([twilio.stop(), whatsapp.stop(), smtp.stop()])
})

describe('metrics (METRICS_PORT)', () => {
  it('counts the lead, its deliveries, texts and opt-out, and times its alert and auto-reply', async () => {
    const text = await waitFor(async () => {
      const current = await metricsText()
      const ready =
        valueOf(current, 'lead_alert_seconds_count') >= 1 &&
        valueOf(current, 'visitor_reply_seconds_count{channel="sms"}') >= 1 &&
        valueOf(current, 'deliveries_total{channel="email",status="delivered"}') >= 1 &&
        // The STOP's confirmation, after the auto-reply on the same number.
        valueOf(current, 'deliveries_total{channel="visitor-sms",status="delivered"}') >= 2 &&
        valueOf(current, 'texts_total{direction="outbound",status="sent"}') >= 1 &&
        valueOf(current, 'texts_total{direction="outbound",status="accepted"}') >= 1
      return ready ? current : undefined
    }, 20_000)
    expect(valueOf(text, 'leads_stored_total')).toBeGreaterThanOrEqual(1)
    expect(valueOf(text, 'deliveries_total{channel="agent-alert",status="delivered"}')).toBe(1)
    // The auto-reply and the STOP's confirmation; only the first is timed as a reply to the post.
    expect(valueOf(text, 'deliveries_total{channel="visitor-sms",status="delivered"}')).toBe(2)
    expect(valueOf(text, 'visitor_reply_seconds_count{channel="sms"}')).toBe(1)
    expect(valueOf(text, 'lead_alert_seconds_bucket{le="+Inf"}')).toBe(1)
    expect(valueOf(text, 'lead_alert_seconds_sum')).toBeGreaterThan(0)
    expect(valueOf(text, 'lead_alert_seconds_sum')).toBeLessThan(30)
    expect(valueOf(text, 'visitor_reply_seconds_sum{channel="sms"}')).toBeGreaterThan(0)
    // Each stored lead passed the intake's door once; alone, it did not wait there.
    expect(valueOf(text, 'lead_intake_wait_seconds_count')).toBe(
      valueOf(text, 'leads_stored_total'),
    )
    expect(valueOf(text, 'lead_intake_wait_seconds_bucket{le="0.1"}')).toBe(
      valueOf(text, 'leads_stored_total'),
    )
    // SMS (Twilio's fake answers queued), WhatsApp (accepted), e-mail (sent), the visitor's STOP.
    expect(valueOf(text, 'texts_total{direction="outbound",status="queued"}')).toBe(2)
    expect(valueOf(text, 'texts_total{direction="outbound",status="accepted"}')).toBe(1)
    expect(valueOf(text, 'texts_total{direction="outbound",status="sent"}')).toBe(1)
    expect(valueOf(text, 'texts_total{direction="inbound",status="received"}')).toBe(1)
    expect(valueOf(text, 'opt_outs_total{via="keyword"}')).toBe(1)
    expect(valueOf(text, 'http_request_seconds_count{route_group="lead-post",status="200"}')).toBe(
      1,
    )
    expect(valueOf(text, 'http_request_seconds_count{route_group="webhook",status="200"}')).toBe(1)
    // Gauges read at the scrape, and the runtime's defaults.
    expect(text).toMatch(/^outbox_oldest_due_seconds \d/m)
    expect(valueOf(text, 'backup_last_success_timestamp_seconds')).toBe(0)
    expect(text).toMatch(/^process_cpu_seconds_total \d/m)
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m)
    // No raw path or query is a label value.
    expect(text).not.toContain('/api/prospecto')
  })

  it('is not served on the public port, nor on other addresses than 127.0.0.1', async () => {
    const onPublic = await fetch(`${running.server.url}/metrics`)
    expect(onPublic.status).toBe(404)
    expect(await onPublic.text()).not.toContain('leads_stored_total')
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal)
    expect(external, 'a non-loopback IPv4 address to try').toBeDefined()
    const refused = await fetch(`http://${external!.address}:${metricsPort}/metrics`).then(
      () => 'answered',
      (error: Error & { cause?: { code?: string } }) => error.cause?.code,
    )
    expect(refused).toBe('ECONNREFUSED')
  })
})

describe('logs', () => {
  const lines = () => running.server.output().split('\n').filter(Boolean)
  const jsonLines = () =>
    lines().flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>]
      } catch {
        return []
      }
    })

  it("never write the person's name, phone, e-mail, message or address", () => {
    const output = lines()
    expect(output.length).toBeGreaterThan(10)
    const phoneShapes = [person.phone, '202-555-0487', '(202) 555-0487', '+12025550487']
    const secrets = [
      'Zebulonia',
      'Quintanilla',
      'Moretti',
      person.email,
      'zebulonia.quintanilla',
      'Xylofono',
      'Turquesa',
      visitorIp,
      ...phoneShapes,
      '5550487',
    ]
    for (const line of output) {
      for (const secret of secrets) expect(line, `a log line holds ${secret}`).not.toContain(secret)
    }
  })

  it('write one JSON line per request with the id nginx sent, route group, status and duration', () => {
    const posts = jsonLines().filter((line) => line.reqId === requestId)
    expect(posts).toHaveLength(1)
    expect(posts[0]).toMatchObject({
      msg: 'request',
      method: 'POST',
      route: 'lead-post',
      status: 200,
      level: 'info',
    })
    expect(posts[0].ms).toEqual(expect.any(Number))
    expect(JSON.stringify(posts[0])).not.toContain('/api/prospecto')
    // The lead's own events are JSON lines too, by id.
    expect(jsonLines().some((line) => line.event === 'lead.stored')).toBe(true)
    expect(
      jsonLines().some((line) => line.event === 'delivery' && line.channel === 'visitor-sms'),
    ).toBe(true)
  })

  it('give a request without an id one of its own, and never log health probes', async () => {
    const response = await fetch(`${running.server.url}/csrf-token`)
    const id = response.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    await fetch(`${running.server.url}/healthz`, {
      headers: { 'x-request-id': '0000000000000000000000000000beef' },
    })
    await waitFor(() => jsonLines().find((line) => line.reqId === id))
    expect(jsonLines().find((line) => line.reqId === id)).toMatchObject({ route: 'api' })
    expect(jsonLines().some((line) => line.reqId === '0000000000000000000000000000beef')).toBe(
      false,
    )
    // An id of another shape (it could carry anything) is replaced.
    const odd = await fetch(`${running.server.url}/csrf-token`, {
      headers: { 'x-request-id': 'maria@example.com' },
    })
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('give each answer of a cached page its own id (the microcache keeps none)', async () => {
    const ids: (string | null)[] = []
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${running.server.url}/`)
      expect(response.status).toBe(200)
      ids.push(response.headers.get('x-request-id'))
    }
    expect(new Set(ids).size).toBe(3)
    const logged = await waitFor(() => {
      const found = jsonLines().filter((line) => ids.includes(line.reqId as string))
      return found.length === 3 ? found : undefined
    })
    expect(logged.map((line) => line.route)).toEqual(['page', 'page', 'page'])
  })
})
