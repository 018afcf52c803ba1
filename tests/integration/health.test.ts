import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDatabase } from '../support/database'
import { startNginx } from '../support/nginx.mjs'
import { startServer, type RunningServer } from '../support/server'
import { runSql } from '../support/sql'
import { startTcpForwarder, type TcpForwarder } from '../support/tcp-forwarder'

// GET /healthz (the process answers) and GET /readyz (database reachable with every migration
// applied, Redis reachable): 503 with the reason when the database or Redis is gone or a
// migration is pending, never cached, never logged, and the same through deploy/nginx.conf.

const postgres = process.env.TEST_ADAPTER === 'postgres'
const redisTarget = new URL(process.env.REDIS_URL || 'redis://127.0.0.1:6379/8')

let databaseUrl: string
let server: RunningServer
let redis: TcpForwarder
let database: TcpForwarder | undefined

/** The server's database URL through a forwarder (PostgreSQL) or the file itself (SQLite). */
function throughForwarder(url: string, port: number) {
  const routed = new URL(url)
  routed.hostname = '127.0.0.1'
  routed.port = String(port)
  return routed.toString()
}

beforeAll(async () => {
  databaseUrl = await freshDatabase('health')
  redis = await startTcpForwarder({ host: redisTarget.hostname, port: Number(redisTarget.port) })
  const redisUrl = new URL(redisTarget)
  redisUrl.hostname = '127.0.0.1'
  redisUrl.port = String(redis.port)
  if (postgres) {
    const target = new URL(databaseUrl)
    database = await startTcpForwarder({ host: target.hostname, port: Number(target.port) })
  }
  server = await startServer({
    DATABASE_URL: database ? throughForwarder(databaseUrl, database.port) : databaseUrl,
    REDIS_URL: redisUrl.toString(),
    SKIP_SEED: '1',
  })
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await redis?.close()
  await database?.close()
})

async function probe(path: string, base = server.url) {
  const response = await fetch(base + path)
  return {
    status: response.status,
    body: (await response.text()).trim(),
    cacheControl: response.headers.get('cache-control'),
  }
}

/** Polls /readyz until it answers `status` (clients reconnect with backoff), or 20 s pass. */
async function readyzUntil(status: number) {
  const deadline = Date.now() + 20_000
  let last = await probe('/readyz')
  while (last.status !== status && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    last = await probe('/readyz')
  }
  return last
}

describe('health endpoints', () => {
  it('answer 200, never cached, when the process, the database and Redis are fine', async () => {
    expect(await probe('/healthz')).toEqual({ status: 200, body: 'ok', cacheControl: 'no-store' })
    expect(await probe('/readyz')).toEqual({
      status: 200,
      body: 'ready',
      cacheControl: 'no-store',
    })
    // Load balancers often probe with HEAD.
    for (const path of ['/healthz', '/readyz']) {
      expect((await fetch(server.url + path, { method: 'HEAD' })).status).toBe(200)
    }
  })

  it('/readyz answers 503 naming Redis while Redis is unreachable, 200 once it is back', async () => {
    await redis.cut()
    const down = await readyzUntil(503)
    expect(down.status).toBe(503)
    expect(down.body).toMatch(/^Redis \(REDIS_URL\) unreachable/)
    expect(down.cacheControl).toBe('no-store')
    expect((await probe('/healthz')).status).toBe(200)
    await redis.restore()
    expect((await readyzUntil(200)).body).toBe('ready')
  }, 60_000)

  it('/readyz answers 503 while the database is unreachable, 200 once it is back', async () => {
    const file = databaseUrl.replace(/^file:/, '')
    // PostgreSQL: the server's connections are cut and new ones refused (a stopped server).
    // SQLite: the file is moved away from DATABASE_URL's path (a lost or unmounted disk: the
    // process still holds the old file, but a restart would open an empty new one).
    if (database) await database.cut()
    else fs.renameSync(file, `${file}.moved`)
    const down = await readyzUntil(503)
    expect(down.status).toBe(503)
    expect(down.body).toMatch(
      postgres ? /^database unreachable: / : /^the SQLite file .* cannot be reached/,
    )
    expect((await probe('/healthz')).status).toBe(200)
    if (database) await database.restore()
    else fs.renameSync(`${file}.moved`, file)
    expect((await readyzUntil(200)).body).toBe('ready')
  }, 60_000)

  it('/readyz answers 503 naming a migration of the build the database has not applied', async () => {
    const [newest] = await runSql(
      databaseUrl,
      'SELECT id, name, batch, updated_at, created_at FROM payload_migrations ORDER BY id DESC LIMIT 1',
    )
    await runSql(databaseUrl, 'DELETE FROM payload_migrations WHERE id = ?', [newest.id])
    try {
      const pending = await probe('/readyz')
      expect(pending.status).toBe(503)
      expect(pending.body).toBe(`1 migration(s) not applied: ${newest.name}`)
    } finally {
      await runSql(
        databaseUrl,
        'INSERT INTO payload_migrations (id, name, batch, updated_at, created_at) VALUES (?, ?, ?, ?, ?)',
        [newest.id, newest.name, newest.batch, newest.updated_at, newest.created_at],
      )
    }
    expect((await probe('/readyz')).body).toBe('ready')
  })

  it('answers through deploy/nginx.conf, never stored there, and leaves no log line', async () => {
    const nginx = await startNginx({ upstreams: [new URL(server.url).host] })
    try {
      for (let i = 0; i < 3; i++) {
        expect(await probe('/readyz', nginx.url)).toEqual({
          status: 200,
          body: 'ready',
          cacheControl: 'no-store',
        })
        expect((await probe('/healthz', nginx.url)).body).toBe('ok')
      }
      const response = await fetch(`${nginx.url}/readyz`)
      expect(response.headers.get('x-cache-status')).toBeNull()
      await fetch(`${nginx.url}/robots.txt`)
      // nginx writes a request's line once the answer has gone: wait for it, then read all.
      for (let tries = 0; tries < 50 && !nginx.accessLog().includes('/robots.txt'); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      const log = nginx.accessLog()
      expect(log).toContain('/robots.txt')
      expect(log).not.toMatch(/healthz|readyz/)
    } finally {
      await nginx.stop()
    }
    // The server writes no line per probe either.
    expect(server.output()).not.toMatch(/healthz|readyz/)
  }, 60_000)
})
