// The crash scenario of the reliability proof, shared by the CI test (3 kills) and
// `npm run bench:chaos` (10 kills): visitors post leads over many connections while the server's
// whole process group is killed with SIGKILL, again and again; then it comes back once more and
// every stored lead must reach the firm's webhook within a minute, once per idempotency key.
import http from 'node:http'
import { createClient } from '@libsql/client'
import pg from 'pg'
import { freePort, spawnSiteServer } from './production-server.mjs'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** A webhook receiver that records every lead it is sent (lead id, phone, idempotency key). */
export async function startWebhookReceiver() {
  const received = []
  const server = http.createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => (raw += chunk))
    request.on('end', () => {
      try {
        const { lead } = JSON.parse(raw)
        received.push({ id: lead.id, phone: lead.phone, key: request.headers['idempotency-key'] })
      } catch {
        // recorded nothing: the test's counts will show it
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    received,
    url: `http://127.0.0.1:${server.address().port}/hooks/leads`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** Rows of the test database, SQLite file or PostgreSQL. */
export async function queryDatabase(databaseUrl, sql) {
  if (databaseUrl.startsWith('file:')) {
    const client = createClient({ url: databaseUrl })
    try {
      return (await client.execute(sql)).rows
    } finally {
      client.close()
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query(sql)).rows
  } finally {
    await client.end()
  }
}

/** The site's server (server.mjs) in its own process group; resolves once `/` answers. */
async function startSite(env) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  let log = ''
  const child = spawnSiteServer({
    port,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { SITE_URL: url, ...env },
  })
  child.stdout.on('data', (chunk) => (log += chunk))
  child.stderr.on('data', (chunk) => (log += chunk))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const signal = async (name) => {
    if (child.exitCode !== null || child.signalCode !== null) return
    try {
      process.kill(-child.pid, name)
    } catch {
      child.kill(name)
    }
    await exited
  }
  for (let i = 0; i < 400; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${log}`)
    try {
      if ((await fetch(`${url}/`)).ok) {
        return { url, crash: () => signal('SIGKILL'), stop: () => signal('SIGTERM') }
      }
    } catch {
      // still starting
    }
    await sleep(250)
  }
  await signal('SIGKILL')
  throw new Error(`the server did not answer:\n${log}`)
}

/** One visitor connection posting leads until told to stop; adds each phone answered success to `answered`. */
async function postLeads(url, phoneOf, shouldStop, answered) {
  while (!shouldStop()) {
    try {
      const session = await fetch(`${url}/csrf-token`)
      const cookie = session.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ')
      const { token } = await session.json()
      while (!shouldStop()) {
        const phone = phoneOf()
        const form = new FormData()
        for (const [name, value] of Object.entries({
          nombre: 'Chaos Visitor',
          phone,
          email: 'chaos@example.com',
          mensaje: 'Necesito ayuda con mi caso',
          checkbox: '1',
          seccion: 'Footer Español',
          _token: token,
        }))
          form.set(name, value)
        const response = await fetch(`${url}/api/prospecto/agregar`, {
          method: 'POST',
          body: form,
          headers: { cookie, accept: 'application/json' },
        })
        if ((await response.json()).status === 'success') answered.push(phone)
      }
    } catch {
      // the server was killed under this request: its answer never came
      await sleep(20)
    }
  }
}

/**
 * Runs `kills` rounds of load-then-SIGKILL against one database, restarts once more and waits
 * (at most `deliveryWithinMs`) for every stored lead to reach the webhook. Returns the figures.
 * @param {{ databaseUrl: string, kills: number, concurrency?: number,
 *   env?: Record<string, string>, deliveryWithinMs?: number, log?: (line: string) => void }} options
 */
export async function runCrashScenario({
  databaseUrl,
  kills,
  concurrency = 20,
  env = {},
  deliveryWithinMs = 60_000,
  log = () => {},
}) {
  const receiver = await startWebhookReceiver()
  const siteEnv = {
    DATABASE_URL: databaseUrl,
    LEAD_WEBHOOK_URL: receiver.url,
    LEAD_RATE_LIMIT: '100000000',
    OUTBOX_POLL_MS: '250',
    OUTBOX_RETRY_BASE_MS: '500',
    PAYLOAD_SECRET: 'chaos-run-secret-of-32-characters-or-more',
    ...env,
  }
  const rounds = []
  const run = String(Date.now()).slice(-3)
  try {
    for (let round = 1; round <= kills; round++) {
      const site = await startSite(siteEnv)
      let counter = 0
      let stopped = false
      // 10 digits: the round, this run, a counter: each phone names the round it was sent in.
      const phoneOf = () => `${round % 10}${run}${String(counter++).padStart(6, '0')}`
      // Every worker adds the phones answered success to one list as they come.
      const answered = []
      const workers = Array.from({ length: concurrency }, () =>
        postLeads(site.url, phoneOf, () => stopped, answered),
      )
      // Killed mid-load: once leads are being answered (a loaded machine may take seconds for
      // the first), a moment later.
      const loadedBy = Date.now() + 60_000
      while (answered.length === 0 && Date.now() < loadedBy) await sleep(100)
      await sleep(500 + Math.random() * 1500)
      await site.crash()
      stopped = true
      await Promise.all(workers)
      rounds.push({ round, answered })
      log(`kill ${round}: ${answered.length} leads answered success before SIGKILL`)
    }
    const site = await startSite(siteEnv)
    const restartedAt = Date.now()
    const stored = async () =>
      (
        await queryDatabase(
          databaseUrl,
          `SELECT id, phone FROM leads WHERE nombre = 'Chaos Visitor'`,
        )
      ).map((row) => ({ id: Number(row.id), phone: String(row.phone) }))
    let leads = await stored()
    let deliveredAfterMs = null
    while (Date.now() - restartedAt < deliveryWithinMs) {
      const reached = new Set(receiver.received.map((hook) => hook.id))
      if (leads.every((lead) => reached.has(lead.id))) {
        deliveredAfterMs = Date.now() - restartedAt
        break
      }
      await sleep(250)
      leads = await stored()
    }
    await sleep(1000) // room for a late duplicate to show
    await site.stop()
    return summarize(rounds, leads, receiver.received, deliveredAfterMs)
  } finally {
    await receiver.stop()
  }
}

function summarize(rounds, leads, received, deliveredAfterMs) {
  const storedPhones = new Set(leads.map((lead) => lead.phone))
  const hooksByLead = new Map()
  for (const hook of received) {
    const keys = hooksByLead.get(hook.id) ?? []
    keys.push(hook.key)
    hooksByLead.set(hook.id, keys)
  }
  const perKill = rounds.map(({ round, answered }) => {
    const ofRound = leads.filter((lead) => lead.phone.startsWith(String(round % 10)))
    return {
      kill: round,
      answeredSuccess: answered.length,
      answeredButNotStored: answered.filter((phone) => !storedPhones.has(phone)).length,
      stored: ofRound.length,
      delivered: ofRound.filter((lead) => hooksByLead.has(lead.id)).length,
      duplicates: ofRound.reduce(
        (sum, lead) => sum + Math.max(0, (hooksByLead.get(lead.id)?.length ?? 0) - 1),
        0,
      ),
    }
  })
  const total = (field) => perKill.reduce((sum, row) => sum + row[field], 0)
  return {
    perKill,
    answeredSuccess: total('answeredSuccess'),
    answeredButNotStored: total('answeredButNotStored'),
    stored: leads.length,
    delivered: leads.filter((lead) => hooksByLead.has(lead.id)).length,
    duplicateDeliveries: total('duplicates'),
    leadsWithSeveralKeys: [...hooksByLead.values()].filter((keys) => new Set(keys).size > 1).length,
    deliveredAllAfterMs: deliveredAfterMs,
  }
}
