/*
 * What the site's code records. The metrics are built by the server (./registry.mjs, on
 * globalThis); a process without them (a script, a unit test) records nothing. Every label value
 * comes from a short fixed list, so a metric's series stay bounded whatever a visitor sends.
 */

/** @typedef {ReturnType<typeof import('./registry.mjs').siteMetrics>['metrics']} Metrics */

/** @returns {Metrics | undefined} */
const metrics = () =>
  /** @type {{ siteMetrics?: { metrics: Metrics } }} */ (globalThis).siteMetrics?.metrics

/** @param {string} value @param {readonly string[]} known */
const bounded = (value, known) => (known.includes(value) ? value : 'other')

const textStatuses = [
  'accepted',
  'queued',
  'sending',
  'sent',
  'delivered',
  'undelivered',
  'failed',
  'received',
  'read',
  'canceled',
]

export function countLeadStored() {
  metrics()?.leadsStored.inc()
}

/**
 * One outbox attempt's outcome.
 * @param {string} channel @param {'delivered' | 'skipped' | 'retry' | 'failed' | 'waiting'} status
 */
export function countDelivery(channel, status) {
  metrics()?.deliveries.inc({ channel, status })
}

/** @param {number} seconds */
export function observeLeadAlert(seconds) {
  metrics()?.leadAlert.observe(Math.max(0, seconds))
}

/** @param {string} channel @param {number} seconds */
export function observeVisitorReply(channel, seconds) {
  metrics()?.visitorReply.observe({ channel }, Math.max(0, seconds))
}

/** @param {number} seconds a lead's wait at the intake's door */
export function observeIntakeWait(seconds) {
  metrics()?.intakeWait.observe(Math.max(0, seconds))
}

/** @type {Record<string, string>} */
const directions = { out: 'outbound', in: 'inbound' }

/**
 * @param {string} direction as `lead-texts` stores it (`out`, `in`)
 * @param {string | null | undefined} status the provider's status at the time
 */
export function countText(direction, status) {
  metrics()?.texts.inc({
    direction: directions[direction] ?? 'other',
    status: bounded(String(status ?? 'none').toLowerCase(), [...textStatuses, 'none']),
  })
}

/** @param {string} via */
export function countOptOut(via) {
  metrics()?.optOuts.inc({ via: bounded(via, ['keyword', 'reply', 'web-form', 'phone-call']) })
}

/** @param {string} routeGroup @param {number} status @param {number} seconds */
export function observeRequest(routeGroup, status, seconds) {
  metrics()?.http.observe({ route_group: routeGroup, status: String(status) }, seconds)
}

/** @param {string} name @param {() => Promise<number>} sample */
function sampler(name, sample) {
  const shared = /** @type {{ siteMetricSamplers?: Record<string, unknown> }} */ (globalThis)
  ;(shared.siteMetricSamplers ??= {})[name] = sample
}

/**
 * How the outbox's age is read at each scrape (the outbox feature registers it at start).
 * @param {() => Promise<number>} sample
 */
export function sampleOutboxOldestDue(sample) {
  sampler('outboxOldestDueSeconds', sample)
}

/**
 * How the last backup's time is read at each scrape (Unix seconds, 0 when none).
 * @param {() => Promise<number>} sample
 */
export function sampleLastBackup(sample) {
  sampler('backupLastSuccess', sample)
}
