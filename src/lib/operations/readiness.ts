import fs from 'node:fs'
import path from 'node:path'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { payloadClient } from '@/lib/payload/payload'
import { databaseUrl, isPostgres } from '@/lib/payload/database'
import { redisClient } from '@/lib/redis'

/** A load balancer waits a few seconds at most: a check that hangs answers "not ready" first. */
const checkTimeoutMs = 2_000

export type Readiness = { ready: true } | { ready: false; reason: string }

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error)
  return text.split('\n')[0].slice(0, 200)
}

function withinTimeout<T>(what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: no answer within ${checkTimeoutMs / 1000} s`)),
      checkTimeoutMs,
    )
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

/**
 * SQLite keeps serving a file that was deleted or replaced under it (the open descriptor), so the
 * path itself is checked: the file the next start would open must be the one this process holds.
 */
let sqliteIdentity: string | undefined
function checkSqliteFile(url: string) {
  const file = path.resolve(url.replace(/^file:(\/\/(?=\/))?/, ''))
  let stat: fs.Stats
  try {
    stat = fs.statSync(file)
    fs.accessSync(file, fs.constants.R_OK | fs.constants.W_OK)
  } catch (error) {
    throw new Error(`the SQLite file ${file} cannot be reached (${firstLine(error)})`)
  }
  const identity = `${stat.dev}:${stat.ino}`
  sqliteIdentity ??= identity
  if (identity !== sqliteIdentity) {
    throw new Error(`the SQLite file ${file} was replaced since this process opened it`)
  }
}

/** The names of this build's migrations that the database has not recorded as applied. */
async function pendingMigrations(): Promise<string[]> {
  const payload = await payloadClient()
  const db = payload.db as unknown as {
    drizzle: unknown
    execute: (args: { drizzle: unknown; raw: string }) => Promise<{ rows: { name: string }[] }>
  }
  const { rows } = await db.execute({
    drizzle: db.drizzle,
    raw: 'SELECT name FROM payload_migrations',
  })
  const applied = new Set(rows.map((row) => row.name))
  const known = payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations
  return known.map((migration) => migration.name).filter((name) => !applied.has(name))
}

async function checkDatabase() {
  const url = databaseUrl()
  if (!isPostgres(url)) checkSqliteFile(url)
  let pending: string[]
  try {
    pending = await withinTimeout('the database', pendingMigrations())
  } catch (error) {
    throw new Error(`database unreachable: ${firstLine(error)}`)
  }
  if (pending.length) {
    throw new Error(`${pending.length} migration(s) not applied: ${pending.join(', ')}`)
  }
}

async function checkRedis() {
  const redis = redisClient()
  if (!redis) return
  try {
    await withinTimeout('Redis', redis.ping())
  } catch (error) {
    throw new Error(`Redis (REDIS_URL) unreachable: ${firstLine(error)}`)
  }
}

/**
 * Ready to take traffic: the database answers with every migration of this build applied, and
 * Redis answers when REDIS_URL is set. The first failure is the reason, one line for an operator.
 */
export async function readiness(): Promise<Readiness> {
  try {
    await checkDatabase()
    await checkRedis()
    return { ready: true }
  } catch (error) {
    return { ready: false, reason: firstLine(error) }
  }
}
