// npm run bench:speed-to-lead -- [N=200] [C=20]
// Speed to lead end to end: starts the production build (no build here) on a fresh SQLite file
// (or TEST_DATABASE_URL, which must be an empty database) with a fake Twilio and a fake push
// service, puts three agents with a device each on duty now, posts N leads over C connections
// and prints p50/p99 from the post to the visitor's auto-reply text and to the agent's alert
// (the push as received and decrypted), and whether every lead got exactly one of each.
import http from 'node:http'
import webPush from 'web-push'
import { FakePushService } from '../tests/support/fake-push.mjs'
import { freePort, startProductionServer } from '../tests/support/production-server.mjs'
import { staffToken } from '../tests/support/staff-api.mjs'
import { serverCpuMs } from './bench/server-cpu.mjs'
import { visitorConnection } from './bench/visitor-connection.mjs'

const total = Number(process.argv[2] ?? 200)
const concurrency = Number(process.argv[3] ?? 20)
const allWeek = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']

/** Twilio's Messages API as far as the bench needs: every text kept with its arrival time. */
function fakeTwilio() {
  const texts = []
  const server = http.createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => (raw += chunk))
    request.on('end', () => {
      const form = new URLSearchParams(raw)
      texts.push({ to: form.get('To'), body: form.get('Body'), at: Date.now() })
      const sid = `SM${String(texts.length).padStart(32, '0')}`
      response.writeHead(201, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ sid, status: 'queued' }))
    })
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, texts, port: server.address().port })),
  )
}

/** The server's lead_intake_wait_seconds histogram, as a line: how many posts waited how long. */
async function intakeWaits() {
  const text = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
    .then((response) => response.text())
    .catch(() => '')
  const buckets = [...text.matchAll(/^lead_intake_wait_seconds_bucket\{le="([^"]+)"\} (\d+)/gm)]
  const count = Number(/^lead_intake_wait_seconds_count (\d+)/m.exec(text)?.[1] ?? 0)
  const sum = Number(/^lead_intake_wait_seconds_sum (\S+)/m.exec(text)?.[1] ?? 0)
  if (!count) return 'intake door: no figure (metrics not read)'
  const within = buckets.map(
    ([, le, n]) => `≤${le === '+Inf' ? '∞' : `${Number(le) * 1000}ms`} ${n}`,
  )
  return `intake door (LEAD_INTAKE_BOUND): ${count} posts, mean wait ${((sum / count) * 1000).toFixed(0)} ms; ${within.join(', ')}`
}

const percentile = (values, p) => {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}
const ms = (value) => (value == null ? 'n/a' : `${value.toFixed(0)} ms`)

const push = await new FakePushService().start()
const twilio = await fakeTwilio()
const vapid = webPush.generateVAPIDKeys()
const metricsPort = await freePort()
const server = await startProductionServer('speed-to-lead', {
  env: {
    LEAD_RATE_LIMIT: '100000000',
    OUTBOX_POLL_MS: '500',
    // Read at the end: how long the posts waited at the intake's bound.
    METRICS_PORT: String(metricsPort),
    TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000002',
    TWILIO_AUTH_TOKEN: 'bench-token',
    TWILIO_FROM: '+12025550000',
    TWILIO_API_URL: `http://127.0.0.1:${twilio.port}`,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:bench@firm.test',
    ...push.env(),
    ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
  },
})
// Every visitor's connection, closed at the end whatever happened.
const connections = []
try {
  const admin = await staffToken(
    server.url,
    { email: 'bench@firm.test', password: 'bench-only-password-1' },
    server.databaseUrl,
  )
  const api = (token, path, method = 'GET', body) =>
    fetch(`${server.url}/cms/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: body && JSON.stringify(body),
    }).then(async (response) => {
      if (!response.ok)
        throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
      return response.json()
    })
  const devices = new Map()
  const agents = []
  for (const n of [1, 2, 3]) {
    const credentials = { email: `agent${n}@bench.test`, password: 'bench-only-password-1' }
    const { doc } = await api(admin, '/users', 'POST', {
      ...credentials,
      name: `Agent ${n}`,
      roles: ['agent'],
    })
    const { token } = await fetch(`${server.url}/cms/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    }).then((r) => r.json())
    const device = push.subscription()
    await api(token, '/push-subscriptions/subscribe', 'POST', device.toJSON())
    devices.set(device.endpoint.split('/').pop(), device)
    agents.push(doc.id)
  }
  await api(admin, '/globals/intake-schedule', 'POST', {
    timeZone: 'UTC',
    hours: allWeek.map((day) => ({ day, opens: '00:00', closes: '23:59' })),
    shifts: agents.map((agent) => ({ agent, days: allWeek, from: '00:00', to: '23:59' })),
    escalationMinutes: 60,
  })

  const postedAt = new Map()
  let next = 0
  let errors = 0
  const answered = []
  const runId = String(Date.now()).slice(-1)
  const phoneOf = (n) => `20255${runId}${String(n).padStart(4, '0')}`
  /** A visitor of the burst: a connection of its own, with the CSRF cookie and token it got. */
  async function visitor(index) {
    const connection = visitorConnection(server.url)
    connections.push(connection)
    const csrf = await connection.request('/csrf-token')
    if (csrf?.status !== 200) throw new Error(`GET /csrf-token: ${csrf?.status ?? 'no answer'}`)
    const cookie = [csrf.headers['set-cookie'] ?? []]
      .flat()
      .map((c) => c.split(';')[0])
      .join('; ')
    const { token } = JSON.parse(csrf.text)
    return { index, connection, cookie, token }
  }
  /** Posts lead `n` as `visitor`; resolves with whether the site answered success. */
  async function postLead(n, { connection, cookie, token, index }) {
    const form = new FormData()
    for (const [key, value] of Object.entries({
      nombre: `Bench Speed ${n}`,
      phone: phoneOf(n),
      email: `speed${n}@bench.test`,
      mensaje: 'Necesito una evaluación de mi caso',
      checkbox: '1',
      seccion: 'Footer Inglés',
      _token: token,
    }))
      form.set(key, value)
    postedAt.set(n, { at: Date.now(), phone: `+1${phoneOf(n)}` })
    const response = await connection.request('/api/prospecto/agregar', {
      method: 'POST',
      body: form,
      headers: { cookie, accept: 'application/json', 'x-forwarded-for': `10.${index}.0.1` },
    })
    try {
      return JSON.parse(response?.text ?? '').status === 'success'
    } catch {
      return false
    }
  }
  async function worker(own) {
    while (next < total) {
      const n = next++
      const ok = await postLead(n, own)
      answered.push(Date.now() - postedAt.get(n).at)
      if (!ok) errors++
    }
  }

  /** The lead an agent's alert is about, as the agent's device decrypts it. */
  const alertedLead = (message) =>
    Number(
      /Bench Speed (\d+)/.exec(
        JSON.parse(devices.get(message.id).decrypt(message.body)).title,
      )?.[1],
    )

  /** Resolves once every lead of `ns` has its alert and its reply (or after `ms`). */
  async function delivered(ns, ms) {
    const deadline = Date.now() + ms
    const phones = ns.map((n) => `+1${phoneOf(n)}`)
    const done = () => {
      const alerted = new Set(push.received.map(alertedLead))
      const texted = new Set(twilio.texts.map((text) => text.to))
      return ns.every((n, i) => alerted.has(n) && texted.has(phones[i]))
    }
    while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
  }

  // Before the burst, not counted: one lead (the first post after a start loads the intake's
  // code), then one lead from each visitor at once (V8 optimises the code of the post, the alert
  // and the reply after many runs; an instance that has served for a while has). The burst then
  // measures a serving instance, not a fresh process's compiler.
  const visitors = await Promise.all(Array.from({ length: concurrency }, (_, i) => visitor(i)))
  const warmUp = total
  await postLead(warmUp, await visitor(250))
  await delivered([warmUp], 30_000)
  const warmAt = postedAt.get(warmUp).at
  const firstText = twilio.texts.find((text) => text.to === `+1${phoneOf(warmUp)}`)
  console.log(
    `first lead after the start (not counted): alert ${push.received[0] ? push.received[0].at - warmAt : 'n/a'} ms, ` +
      `reply ${firstText ? firstText.at - warmAt : 'n/a'} ms`,
  )
  const warmBurst = visitors.map((_, i) => warmUp + 1 + i)
  const warmStarted = Date.now()
  await Promise.all(visitors.map((own, i) => postLead(warmBurst[i], own)))
  await delivered(warmBurst, 30_000)
  console.log(
    `warm-up (not counted): ${concurrency} leads at once, all alerted and answered in ${Date.now() - warmStarted} ms`,
  )
  const warmAlerts = push.received.length
  const warmTexts = twilio.texts.length
  const cpuBefore = serverCpuMs(server.pid)
  await Promise.all(visitors.map((own) => worker(own)))

  const deadline = Date.now() + 60_000
  const repliedPhones = () => new Set(twilio.texts.slice(warmTexts).map((text) => text.to)).size
  while (
    (push.received.length - warmAlerts < total || repliedPhones() < total) &&
    Date.now() < deadline
  ) {
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const cpuAfter = serverCpuMs(server.pid)
  await new Promise((resolve) => setTimeout(resolve, 2000)) // anything sent twice arrives too
  const alerts = new Map()
  for (const message of push.received.slice(warmAlerts)) {
    const n = alertedLead(message)
    if (!(n < total)) continue
    alerts.set(n, [...(alerts.get(n) ?? []), message.at - postedAt.get(n).at])
  }
  const replies = new Map()
  const byPhone = new Map([...postedAt].map(([n, posted]) => [posted.phone, n]))
  for (const text of twilio.texts.slice(warmTexts)) {
    const n = byPhone.get(text.to)
    if (n >= warmUp) continue
    if (n !== undefined) replies.set(n, [...(replies.get(n) ?? []), text.at - postedAt.get(n).at])
  }
  const report = (name, got) => {
    const firsts = [...got.values()].map((times) => times[0])
    const twice = [...got.values()].filter((times) => times.length > 1).length
    console.log(
      `${name}: p50 ${ms(percentile(firsts, 50))}, p99 ${ms(percentile(firsts, 99))}, ` +
        `${got.size}/${total} received, lost ${total - got.size}, twice ${twice}`,
    )
    return total - got.size === 0 && twice === 0
  }
  console.log(`leads posted: ${total} over ${concurrency} connections, errors ${errors}`)
  console.log(
    `post → answer: p50 ${ms(percentile(answered, 50))}, p99 ${ms(percentile(answered, 99))}`,
  )
  // The server's own cost per lead (its post, alert and reply), whatever else loads the machine:
  // the latencies above move with the load, this does not.
  if (cpuBefore !== null && cpuAfter !== null) {
    console.log(
      `server CPU per lead (post, alert, reply): ${((cpuAfter - cpuBefore) / total).toFixed(1)} ms`,
    )
  }
  console.log(await intakeWaits())
  const alertsOk = report('post → agent alert (push)', alerts)
  const repliesOk = report('post → visitor auto-reply text', replies)
  if (!replies.size) console.log('(no auto-reply texts: the visitor texts are not on this build)')
  process.exitCode = errors === 0 && alertsOk && (repliesOk || !replies.size) ? 0 : 1
} finally {
  for (const connection of connections) connection.close()
  server.stop()
  await push.stop()
  twilio.server.close()
}
