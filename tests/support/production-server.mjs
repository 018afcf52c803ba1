// The site's server (`npm start`: server.mjs) on the production build and a fresh SQLite file: one definition for the browser
// tests' web server and the benchmark scripts (bench:leads, bench:js, bench:lighthouse).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '../..')
// TEST_TMP_DIR: a run's own folder of databases, server logs and scratch files, so that two runs
// (the SQLite and PostgreSQL integration runs, say) can go side by side without sharing files.
export const tmpDir = path.resolve(root, process.env.TEST_TMP_DIR || 'tests/.tmp')

/**
 * A `file:` URL of an empty database under tests/.tmp. Fresh on each run: an old file may
 * predate the current migrations.
 */
export function freshSqliteUrl(name) {
  fs.mkdirSync(tmpDir, { recursive: true })
  const file = path.join(tmpDir, `${name}.db`)
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true })
  return `file:${file}`
}

/** Whether something accepts TCP connections on 127.0.0.1:`port`. */
export function portAnswers(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/**
 * A port nobody listens on now, for a server to be started on it. With TEST_PORT_RANGE
 * ("20000-24999"), one of that range: the two integration runs going side by side each get a range
 * of their own, or one run could be handed a port the other was about to listen on, and its
 * tests would talk to the other run's server. Within a process, the range's ports are handed out
 * in turn from a random start, so two servers started at once never get the same one.
 */
export async function freePort() {
  const range = process.env.TEST_PORT_RANGE?.match(/^(\d+)-(\d+)$/)
  if (!range) return listensOn(0)
  // A fifth of the range per process of the run: the global set-up (no pool id) and up to four
  // workers running files side by side, so no two of them are handed the same port.
  const fifth = Math.floor((Number(range[2]) - Number(range[1]) + 1) / 5)
  const slice = Math.min(Number(process.env.VITEST_POOL_ID || 0), 4)
  const low = Number(range[1]) + slice * fifth
  const high = low + fifth - 1
  for (let tries = 0; tries <= high - low; tries++) {
    nextInRange =
      nextInRange === undefined ? low + Math.floor(Math.random() * (high - low)) : nextInRange + 1
    if (nextInRange > high) nextInRange = low
    const port = await listensOn(nextInRange).catch(() => null)
    if (port !== null) return port
  }
  throw new Error(`TEST_PORT_RANGE ${range[0]}: no free port`)
}

/** @type {number | undefined} */
let nextInRange

/** Listens on `port` (0: any) of 127.0.0.1 and closes again; resolves with the port it had. */
function listensOn(port) {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(port, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : port))
    })
    server.on('error', reject)
  })
}

/**
 * Spawns the site's server as `npm start` runs it, `node server.mjs` (no waiting; the child's PID
 * is the server's own); `env` is added to this process's environment. `uid` runs it as another
 * user (the start-up checks' read-only folder, when the tests run as root).
 * @param {{ port: number, env?: Record<string, string | undefined>, stdio?: import('node:child_process').StdioOptions, detached?: boolean, uid?: number }} options
 */
export function spawnSiteServer({ port, env = {}, stdio = 'inherit', detached = false, uid }) {
  // SITE_CPU_PROF_DIR: a V8 CPU profile of each server, written there when it exits (the bench
  // scripts' way to see where a server's time goes; NODE_OPTIONS may not carry --cpu-prof).
  const profile = process.env.SITE_CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SITE_CPU_PROF_DIR}`]
    : []
  return spawn(process.execPath, [...profile, path.join(root, 'server.mjs')], {
    cwd: root,
    stdio,
    detached,
    ...(uid === undefined ? {} : { uid }),
    // Tests and benches log staff in with a password alone unless they ask for the second factor.
    env: {
      ...serverEnvironment(),
      STAFF_TWO_FACTOR: 'off',
      NODE_ENV: 'production',
      PORT: String(port),
      ...env,
    },
  })
}

/**
 * This process's environment for a server it starts, without REDIS_URL: a test or bench that
 * wants instances to share Redis passes it itself. Otherwise every server of a run would count
 * its posts in the same Redis limits, and one test's load would rate-limit the next one's.
 */
export function serverEnvironment() {
  const environment = { ...process.env }
  delete environment.REDIS_URL
  return environment
}

/**
 * Whether a child started with `detached: true` still runs, and a stop that sends SIGTERM to its
 * whole process group (the server and whatever it started).
 * @param {import('node:child_process').ChildProcess} child
 */
export function processGroup(child) {
  const running = () => child.exitCode === null && child.signalCode === null
  const stop = () => {
    if (!running()) return
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      child.kill('SIGTERM')
    }
  }
  return { running, stop }
}

/** Polls `url`/ until it answers 200 (true), the server stops running or `ms` pass (false). */
export async function answers(url, running, ms) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline && running()) {
    try {
      if ((await fetch(url + '/')).status === 200) return true
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  return false
}

/**
 * Starts the site on a fresh database named `name` and resolves once `/` answers (the first
 * start applies the migrations and loads the sample content). The server runs in its own
 * process group; `stop()` ends it, and so does Ctrl-C on the script. Its output goes to
 * tests/.tmp/{name}-server.log.
 * @param {string} name
 * @param {{ port?: number, env?: Record<string, string> }} [options]
 */
export async function startProductionServer(name, { port, env = {} } = {}) {
  const serverPort = port ?? (await freePort())
  const url = `http://127.0.0.1:${serverPort}`
  // A server left on a fixed port would answer the readiness check below in place of this one.
  if (port && (await portAnswers(port))) {
    throw new Error(`port ${port} is already in use: stop what listens there or choose another`)
  }
  const logPath = path.join(tmpDir, `${name}-server.log`)
  const databaseUrl = freshSqliteUrl(name)
  const log = fs.openSync(logPath, 'w')
  const child = spawnSiteServer({
    port: serverPort,
    detached: true,
    stdio: ['ignore', log, log],
    env: { SITE_URL: url, DATABASE_URL: databaseUrl, ...env },
  })
  fs.closeSync(log)

  const { running, stop } = processGroup(child)
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      stop()
      process.exit(130)
    })
  }

  // The database it serves (`env` may name another one): create-staff.mjs writes there.
  const served = env.DATABASE_URL ?? databaseUrl
  if (await answers(url, running, 90_000)) return { url, databaseUrl: served, stop, pid: child.pid }
  stop()
  throw new Error(`the server did not answer on ${url} (see ${path.relative(root, logPath)})`)
}
