import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { env, EnvironmentError } from '@/lib/env.mjs'
import { databaseUrl, isPostgres } from './database'
import { rawDatabase } from './raw-database'
import { payloadSecret } from './secret'

/** A configuration the server cannot serve with; its message names the variable or path. */
export class StartupError extends Error {}

/** Reaching and migrating the database must end well inside the 30 s a supervisor is promised. */
const checkTimeoutMs = 25_000
const postgresConnectTimeoutMs = 10_000

type WithReached = { siteDatabaseReached?: () => void }

/**
 * Called by onInit: the database answered and its migrations are applied. The deadline stops
 * there; loading the first-run sample content may take longer on a slow machine, and is no fault.
 * (A global, not module state: the config may be bundled apart from this check.)
 */
export function markDatabaseReached() {
  ;(globalThis as WithReached).siteDatabaseReached?.()
}

/** DATABASE_URL without its password, fit for a log line. */
export function redactedUrl(url: string): string {
  return url.replace(/^(postgres(?:ql)?:\/\/[^:/@]*:)[^@]*@/, '$1***@')
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error)
  return text.split('\n')[0].slice(0, 300)
}

/** Sessions, CSRF cookies and booking links are signed with it: a short one can be guessed. */
export const minSecretLength = 32

function checkSecret() {
  let secret: string
  try {
    secret = payloadSecret()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code) {
      throw new StartupError(
        `PAYLOAD_SECRET is unset and its file cannot be kept: ${firstLine(error)}`,
      )
    }
    throw new StartupError(
      `PAYLOAD_SECRET is required when SITE_URL (${env().SITE_URL}) is a public origin`,
    )
  }
  // The generated one (data/.payload-secret) has 64 characters.
  if (process.env.NODE_ENV === 'production' && secret.length < minSecretLength) {
    throw new StartupError(
      `PAYLOAD_SECRET must be at least ${minSecretLength} characters (it has ${secret.length}): ` +
        'generate one with `openssl rand -hex 32`',
    )
  }
}

/**
 * SQLite writes the file, its WAL and shared-memory files beside it: the folder must take a new
 * file. A real write, not access(): root passes access() on a read-only mount.
 */
function checkSqliteFile(url: string) {
  const file = path.resolve(url.replace(/^file:(\/\/(?=\/))?/, ''))
  const folder = path.dirname(file)
  const probe = path.join(folder, `.write-check-${process.pid}`)
  try {
    fs.mkdirSync(folder, { recursive: true })
    fs.writeFileSync(probe, '')
    fs.rmSync(probe)
    if (fs.existsSync(file)) fs.accessSync(file, fs.constants.R_OK | fs.constants.W_OK)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? firstLine(error)
    throw new StartupError(
      `DATABASE_URL (${url}): the SQLite file ${file} or its folder is not writable (${code})`,
    )
  }
}

/** Reachable, accepting this login, and not a read-only server (a standby, a read-only role). */
async function checkPostgres(url: string) {
  // pg is the driver @payloadcms/db-postgres itself uses (same pinned version).
  const { default: pg } = await import('pg')
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: postgresConnectTimeoutMs,
  })
  client.on('error', () => {})
  try {
    await client.connect()
    const { rows } = await client.query<{ transaction_read_only: string }>(
      'SHOW transaction_read_only',
    )
    if (rows[0]?.transaction_read_only === 'on') throw new Error('the server is read-only')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    const cause = [code, firstLine(error)].filter(Boolean).join(' ')
    throw new StartupError(`DATABASE_URL (${redactedUrl(url)}): PostgreSQL failed: ${cause}`)
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * One real write: a row of the migrations table rewritten with its own value, so a database that
 * connects and reads but cannot store (read-only file, role or server) fails here, not on a lead.
 */
async function checkWrite(payload: Payload, url: string) {
  try {
    await rawDatabase(payload).execute(
      'UPDATE payload_migrations SET updated_at = updated_at WHERE id = (SELECT min(id) FROM payload_migrations)',
    )
  } catch (error) {
    throw new StartupError(`DATABASE_URL (${redactedUrl(url)}): cannot write: ${firstLine(error)}`)
  }
}

/** Every variable parses (lib/env.mjs); the server checked them already, `next dev` did not. */
function checkEnvironment() {
  try {
    env()
  } catch (error) {
    if (error instanceof EnvironmentError) throw new StartupError(error.message)
    throw error
  }
}

async function verify(connect: () => Promise<Payload>): Promise<Payload> {
  checkEnvironment()
  checkSecret()
  const url = databaseUrl()
  if (isPostgres(url)) await checkPostgres(url)
  else if (url.startsWith('file:')) checkSqliteFile(url)
  else {
    throw new StartupError(
      `DATABASE_URL (${redactedUrl(url)}) must be a file: URL (SQLite) or a postgres:// URL`,
    )
  }
  let payload: Payload
  try {
    payload = await connect()
  } catch (error) {
    throw new StartupError(
      `DATABASE_URL (${redactedUrl(url)}): connecting or migrating failed: ${firstLine(error)}`,
    )
  }
  await checkWrite(payload, url)
  return payload
}

/**
 * The database (connect, migrate, write) and the secret, checked before the server serves: a
 * configuration that cannot work ends the process with one line naming its cause, so a
 * supervisor sees a failed start instead of a server answering 500 everywhere.
 */
export async function verifyStartup(connect: () => Promise<Payload>): Promise<Payload> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new StartupError(
            `DATABASE_URL (${redactedUrl(databaseUrl())}): no answer within ${checkTimeoutMs / 1000} s`,
          ),
        ),
      checkTimeoutMs,
    )
  })
  ;(globalThis as WithReached).siteDatabaseReached = () => clearTimeout(timer)
  try {
    return await Promise.race([verify(connect), timeout])
  } catch (error) {
    const line =
      error instanceof StartupError ? error.message : `start-up failed: ${firstLine(error)}`
    // One line on stderr, then a non-zero exit: nothing else to do for a server that cannot work.
    process.stderr.write(`Start-up check failed: ${line}\n`)
    process.exit(1)
  } finally {
    clearTimeout(timer)
  }
}
