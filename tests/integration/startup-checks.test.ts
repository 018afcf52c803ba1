import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { tmpDir } from '../support/database'
import { freePort, root, spawnSiteServer } from '../support/production-server.mjs'

// Each bad configuration must end `npm start` (server.mjs) quickly, non-zero, with one line naming
// the cause, so a supervisor sees a failed start instead of a server answering 500 on every route.

const scratch = path.join(tmpDir, 'startup-checks')
fs.rmSync(scratch, { recursive: true, force: true })
fs.mkdirSync(scratch, { recursive: true })
afterAll(() => {
  fs.chmodSync(path.join(scratch, 'read-only'), 0o755)
  fs.rmSync(scratch, { recursive: true, force: true })
})

type Outcome = { code: number | null; seconds: number; stderr: string; stdout: string }

/** Runs a server start to its end (or 40 s), with its output. */
async function outcomeOf(child: ChildProcessWithoutNullStreams): Promise<Outcome> {
  const started = Date.now()
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      resolve(null)
    }, 40_000)
    child.once('exit', (exitCode) => {
      clearTimeout(timer)
      resolve(exitCode)
    })
  })
  return { code, seconds: (Date.now() - started) / 1000, stderr, stdout }
}

// Only the variables under test: the test runner's own PAYLOAD_SECRET or SITE_URL must not leak in.
const base = { ...process.env, PAYLOAD_SECRET: '', SITE_URL: '', SKIP_SEED: '1' }

async function startWith(env: Record<string, string | undefined>, uid?: number): Promise<Outcome> {
  const port = await freePort()
  const child = spawnSiteServer({ port, env: { ...base, ...env }, stdio: 'pipe', uid })
  return outcomeOf(child as unknown as ChildProcessWithoutNullStreams)
}

/** `npm start` itself, as an operator types it (`--silent`: npm adds no lines of its own). */
async function npmStartWith(env: Record<string, string>): Promise<Outcome> {
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...base, NODE_ENV: 'production', ...env },
    stdio: 'pipe',
  })
  return outcomeOf(child)
}

function expectOneLine(outcome: Outcome, names: RegExp) {
  const lines = outcome.stderr.split('\n').filter((line) => line.trim())
  expect(lines, outcome.stdout + outcome.stderr).toHaveLength(1)
  expect(lines[0]).toMatch(/^Start-up check failed: /)
  expect(lines[0]).toMatch(names)
  expect(outcome.code).not.toBe(0)
  expect(outcome.code).not.toBeNull()
  expect(outcome.seconds).toBeLessThan(30)
}

describe('start-up checks of `npm start`', () => {
  it('exits on an unreachable PostgreSQL, naming DATABASE_URL without its password', async () => {
    const outcome = await startWith({
      DATABASE_URL: 'postgres://site:hunter2@127.0.0.1:1/site',
    })
    expectOneLine(
      outcome,
      /DATABASE_URL \(postgres:\/\/site:\*\*\*@127\.0\.0\.1:1\/site\).*ECONNREFUSED/,
    )
    expect(outcome.stderr + outcome.stdout).not.toContain('hunter2')
  }, 60_000)

  it('exits on a PostgreSQL database that does not accept this login', async () => {
    const outcome = await startWith({
      DATABASE_URL: 'postgres://no_such_role_x@127.0.0.1:5432/postgres',
    })
    expectOneLine(outcome, /DATABASE_URL .*no_such_role_x/)
  }, 60_000)

  it('exits on a SQLite path whose folder cannot exist', async () => {
    const blocker = path.join(scratch, 'a-file')
    fs.writeFileSync(blocker, 'not a folder')
    const outcome = await startWith({ DATABASE_URL: `file:${blocker}/data/site.db` })
    expectOneLine(outcome, new RegExp(`DATABASE_URL .*${blocker}/data/site\\.db`))
  }, 60_000)

  it('exits on a read-only data directory for SQLite', async () => {
    let folder = path.join(scratch, 'read-only')
    fs.mkdirSync(folder, { recursive: true })
    fs.chmodSync(folder, 0o555)
    // root writes anywhere: run the server as `nobody` then, for whom the folder is read-only, or,
    // where `nobody` cannot read this checkout, use procfs, where no one can create a file.
    let uid: number | undefined
    if (process.getuid?.() === 0) {
      const nobodyReads = spawnSync(
        process.execPath,
        ['-e', 'require("fs").readFileSync(".next/BUILD_ID")'],
        {
          uid: 65534,
          cwd: path.resolve(import.meta.dirname, '../..'),
        },
      )
      if (nobodyReads.status === 0) uid = 65534
      else folder = '/proc/1'
    }
    const outcome = await startWith(
      {
        DATABASE_URL: `file:${folder}/site.db`,
        PAYLOAD_SECRET: 'startup-check-secret-of-32-characters-or-more',
      },
      uid,
    )
    expectOneLine(outcome, new RegExp(`DATABASE_URL .*${folder}/site\\.db.*not writable`))
  }, 60_000)

  it('exits on a public SITE_URL without PAYLOAD_SECRET', async () => {
    const outcome = await startWith({
      SITE_URL: 'https://www.firm.example',
      DATABASE_URL: `file:${path.join(scratch, 'secret.db')}`,
    })
    expectOneLine(outcome, /PAYLOAD_SECRET .*SITE_URL \(https:\/\/www\.firm\.example\)/)
  }, 60_000)

  it('exits on a PAYLOAD_SECRET shorter than 32 characters, without printing it (issue 33)', async () => {
    const outcome = await startWith({
      SITE_URL: 'https://www.firm.example',
      PAYLOAD_SECRET: 'short-but-set-secret',
      DATABASE_URL: `file:${path.join(scratch, 'short-secret.db')}`,
    })
    expectOneLine(outcome, /PAYLOAD_SECRET must be at least 32 characters \(it has 20\)/)
    expect(outcome.stderr + outcome.stdout).not.toContain('short-but-set-secret')
  }, 60_000)

  it('exits on a DATABASE_URL of an unknown kind', async () => {
    const outcome = await startWith({ DATABASE_URL: 'mysql://root@127.0.0.1/site' })
    expectOneLine(outcome, /DATABASE_URL \(mysql:\/\/root@127\.0\.0\.1\/site\) must be/)
  }, 60_000)

  it('stops `npm start` on a PORT that is not a port, naming it', async () => {
    expectOneLine(await npmStartWith({ PORT: 'abc' }), /^Start-up check failed: PORT \(abc\) /)
  }, 60_000)

  it('exits on a bad number or URL in any variable, naming it', async () => {
    const scratchDb = `file:${path.join(scratch, 'env.db')}`
    for (const [env, names] of [
      [{ TRUST_PROXY: '-1' }, /TRUST_PROXY \(-1\) must be a whole number/],
      [{ OUTBOX_POLL_MS: 'x' }, /OUTBOX_POLL_MS \(x\) must be a whole number/],
      [{ REDIS_URL: 'localhost:6379' }, /REDIS_URL \(localhost:6379\) must be a redis:\/\//],
    ] as const) {
      expectOneLine(await startWith({ DATABASE_URL: scratchDb, ...env }), names)
    }
    const malformed = await startWith({ DATABASE_URL: 'postgres://site:hunter2@db:port/site' })
    expectOneLine(malformed, /DATABASE_URL \(postgres:\/\/site:\*\*\*@db:port\/site\) must be/)
    expect(malformed.stderr).not.toContain('hunter2')
  }, 120_000)
})
