import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabase } from '../support/database'
import { LoopbackVisitor } from '../support/loopback-visitor'
import { startServer, type RunningServer } from '../support/server'
import { WebhookSink, waitFor } from '../support/sinks'
import { runSql } from '../support/sql'

// Issue 37, "Restarts that lose nothing": an instance stopped (SIGTERM) while it is sending a lead
// to the firm's webhook finishes that send and records it before it exits. Cut off, the send would
// stay claimed but unrecorded, and the next instance would post the lead again once the claim ran
// out: the firm would get it twice. The webhook answers after longer than any idle keep-alive
// connection lives (Node's server closes them after 5 s), so no open connection of the test's own
// holds the exit back in its place.
const slowMs = 8_000

describe('a stopping instance', () => {
  const webhook = new WebhookSink()
  let server: RunningServer
  let databaseUrl: string

  beforeAll(async () => {
    await webhook.start()
    webhook.delayMs = slowMs
    databaseUrl = await freshDatabase('shutdown_drain')
    server = await startServer({
      DATABASE_URL: databaseUrl,
      LEAD_WEBHOOK_URL: `http://127.0.0.1:${webhook.port}/hooks/leads`,
      LEAD_RATE_LIMIT: '1000',
    })
  }, 240_000)

  afterAll(async () => {
    await server?.stop()
    await webhook.stop()
  })

  it('finishes and records the send under way before it exits', async () => {
    const phone = '3055550190'
    // Its connections close after each answer (no keep-alive): nothing else holds the exit back.
    const visitor = new LoopbackVisitor(server.url)
    const answer = await visitor.postJson('/api/prospecto/agregar', {
      nombre: 'Lucía Paredes',
      phone,
      email: 'lucia@example.com',
      checkbox: '1',
      seccion: 'Footer Español',
      _token: await visitor.token(),
    })
    expect(JSON.parse(answer.text()).status).toBe('success')
    // The post has reached the webhook, which answers only after slowMs: the send is under way.
    await waitFor(() => webhook.arrived.some((body) => body.lead.phone === phone), 30_000)
    const signalled = Date.now()
    await server.drain()
    const exitedAfterMs = Date.now() - signalled

    expect(webhook.received.filter((hook) => hook.body.lead.phone === phone)).toHaveLength(1)
    expect(exitedAfterMs).toBeGreaterThan(slowMs / 2)
    const rows = await runSql(
      databaseUrl,
      `SELECT d.status, CAST(d.attempts AS INTEGER) AS attempts, d.locked_until FROM lead_deliveries d
       JOIN leads l ON l.id = d.lead_id WHERE l.phone = ? AND d.channel = 'webhook'`,
      [phone],
    )
    expect(rows).toEqual([{ status: 'delivered', attempts: 1, locked_until: null }])
    expect(server.output()).not.toContain('Exiting with work under way')
  }, 120_000)
})
