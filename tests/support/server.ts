import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { answers, freePort, root, spawnSiteServer } from './production-server.mjs'

export { freePort }

export type RunningServer = {
  url: string
  /** The server process's id (its memory is in /proc/<pid>/status). */
  pid: number
  output: () => string
  /**
   * SIGTERM to the server's process group, resolved once it has exited: the graceful shutdown a
   * test of it waits out (server.mjs drains; an idle keep-alive connection of this test's own
   * fetch, which honours the server's 65 s hint, holds it for its 10 s grace).
   */
  drain: () => Promise<void>
  /**
   * Ends the server when its test is done with it: SIGTERM, then SIGKILL to its process group if
   * it is still there after a moment. Waiting out the drain at the end of every file cost 10 s
   * each (the idle connection above); `drain` is for the tests that prove the drain.
   */
  stop: () => Promise<void>
  /** `kill -9` of the server's process group, as a power cut or the OOM killer would. */
  crash: () => Promise<void>
}

/**
 * Every server this test process started and has not seen exit. A `beforeAll` that times out
 * while a server starts never gets to stop it: the process's exit does, so no server outlives
 * its test file to slow the next ones.
 */
const started = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of started) {
    try {
      process.kill(-child.pid!, 'SIGKILL')
    } catch {
      // already gone
    }
  }
})

/**
 * the site's server (server.mjs, what `npm start` runs) on the production build against the given
 * database, as an operator runs it; `port` starts it again where a stopped one listened (a rolling
 * restart behind nginx, whose upstream names that port).
 */
export async function startServer(
  env: Record<string, string>,
  { port: wantedPort }: { port?: number } = {},
): Promise<RunningServer> {
  if (!fs.existsSync(path.join(root, '.next/BUILD_ID'))) {
    throw new Error('No production build: run `npm run build` first (npm test does it)')
  }
  const port = wantedPort ?? (await freePort())
  let log = ''
  // Its own process group, so stop and crash reach every process it starts.
  const child: ChildProcess = spawnSiteServer({
    port,
    // Each test server serves a few routes for a minute: loading every route's modules at its
    // start (Next's default, PRELOAD_ROUTES_ON_START=1) would double the CPU of its start. The
    // shared servers keep the default (integration-server.ts).
    env: { PRELOAD_ROUTES_ON_START: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  started.add(child)
  child.once('exit', () => started.delete(child))
  child.stdout?.on('data', (chunk) => (log += chunk))
  child.stderr?.on('data', (chunk) => (log += chunk))
  const url = `http://127.0.0.1:${port}`
  if (!(await answers(url, () => child.exitCode === null, 90_000))) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${log}`)
    await signalGroup(child, 'SIGKILL')
    throw new Error(`the server did not answer in time:\n${log}`)
  }
  return {
    url,
    pid: child.pid!,
    output: () => log,
    drain: () => signalGroup(child, 'SIGTERM'),
    stop: () => stopSoon(child),
    crash: () => signalGroup(child, 'SIGKILL'),
  }
}

/** SIGTERM, and SIGKILL to the group if the process has not exited after `settleMs`. */
async function stopSoon(child: ChildProcess, settleMs = 1_500) {
  const exited = signalGroup(child, 'SIGTERM')
  let timer: NodeJS.Timeout | undefined
  const settled = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), settleMs)
  })
  if ((await Promise.race([exited, settled])) === 'late') await signalGroup(child, 'SIGKILL')
  clearTimeout(timer)
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    try {
      process.kill(-child.pid!, signal)
    } catch {
      child.kill(signal)
    }
  })
}
