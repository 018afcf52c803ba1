import client from 'prom-client'

// Seconds from a lead's post to a send: alerts and auto-replies aim at under a second, and a
// slow provider or a late outbox shows in the upper buckets.
const sinceThePost = [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300, 1800]

function build() {
  const registry = new client.Registry()
  client.collectDefaultMetrics({ register: registry })
  const registers = [registry]
  // Filled by the outbox when it starts (./record.mjs sampleOutboxOldestDue), read at each scrape.
  const shared =
    /** @type {{ siteMetricSamplers?: Record<string, (() => Promise<number>) | undefined> }} */ (
      globalThis
    )
  const samplers = (shared.siteMetricSamplers ??= {})
  const metrics = {
    leadsStored: new client.Counter({
      name: 'leads_stored_total',
      help: 'Leads stored (spam included) by this instance',
      registers,
    }),
    deliveries: new client.Counter({
      name: 'deliveries_total',
      help: 'Outbox send attempts by channel and outcome (delivered, skipped, retry, failed, waiting)',
      labelNames: ['channel', 'status'],
      registers,
    }),
    outboxOldestDue: new client.Gauge({
      name: 'outbox_oldest_due_seconds',
      help: 'Age of the oldest outbox row due and not yet sent (0 when none); the same on every instance',
      registers,
      async collect() {
        const sample = samplers.outboxOldestDueSeconds
        if (sample) this.set(await sample())
      },
    }),
    lastBackup: new client.Gauge({
      name: 'backup_last_success_timestamp_seconds',
      help: 'When `npm run backup` last succeeded on this database (Unix time; 0 when never)',
      registers,
      async collect() {
        const sample = samplers.backupLastSuccess
        if (sample) this.set(await sample())
      },
    }),
    leadAlert: new client.Histogram({
      name: 'lead_alert_seconds',
      help: "Seconds from a lead's post to its agent alert reaching the agent",
      buckets: sinceThePost,
      registers,
    }),
    visitorReply: new client.Histogram({
      name: 'visitor_reply_seconds',
      help: "Seconds from a lead's post to its auto-reply accepted by the provider, by channel",
      labelNames: ['channel'],
      buckets: sinceThePost,
      registers,
    }),
    intakeWait: new client.Histogram({
      name: 'lead_intake_wait_seconds',
      help: "Seconds a lead's post waited at the intake's bound (LEAD_INTAKE_BOUND) before it was stored",
      buckets: [0.005, 0.025, 0.1, 0.25, 0.5, 1, 2, 5],
      registers,
    }),
    texts: new client.Counter({
      name: 'texts_total',
      help: 'Texts recorded on leads by direction (outbound, inbound) and provider status',
      labelNames: ['direction', 'status'],
      registers,
    }),
    optOuts: new client.Counter({
      name: 'opt_outs_total',
      help: 'Numbers opted out of texts, by how (keyword, reply, web-form, phone-call)',
      labelNames: ['via'],
      registers,
    }),
    http: new client.Histogram({
      name: 'http_request_seconds',
      help: 'Requests answered by this instance, by route group and status',
      labelNames: ['route_group', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
  }
  return { registry, metrics }
}

/**
 * The process's metrics, built once by the server (server.mjs imports this first). On globalThis:
 * Next bundles the app's code apart from server.mjs, and the features reach these objects through
 * ./record.mjs without loading prom-client a second time.
 * @returns {ReturnType<typeof build>}
 */
export function siteMetrics() {
  const shared = /** @type {{ siteMetrics?: ReturnType<typeof build> }} */ (globalThis)
  return (shared.siteMetrics ??= build())
}
