// bench:lighthouse's floor (DESIGN.md §6): a bare Next 16 app, one page and one client component
// (tests/fixtures/bare-next), built with the site's own `next` into tests/.tmp/bare-next, where
// it finds the site's node_modules, and served by `next start`. Outside src/, the site's
// tsconfig and ESLint: the site's build, lint and type check never see it.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { answers, processGroup, root, tmpDir } from '../../tests/support/production-server.mjs'

const fixture = path.join(root, 'tests/fixtures/bare-next')
const appDir = path.join(tmpDir, 'bare-next')
const nextBin = path.join(root, 'node_modules/next/dist/bin/next')
const environment = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }

/** A fresh production build of the fixture; its output goes to tests/.tmp/bare-next-build.log. */
export function buildBareNext() {
  fs.rmSync(appDir, { recursive: true, force: true })
  fs.cpSync(fixture, appDir, { recursive: true })
  const logPath = path.join(tmpDir, 'bare-next-build.log')
  const log = fs.openSync(logPath, 'w')
  const result = spawnSync(process.execPath, [nextBin, 'build', appDir], {
    cwd: appDir,
    stdio: ['ignore', log, log],
    env: environment,
  })
  fs.closeSync(log)
  if (result.status !== 0) {
    throw new Error(`the bare Next page did not build (${path.relative(root, logPath)})`)
  }
}

/** `next start` of the built fixture on `port`; resolves once `/` answers. */
export async function startBareNext(port) {
  const url = `http://127.0.0.1:${port}`
  const logPath = path.join(tmpDir, 'bare-next-server.log')
  const log = fs.openSync(logPath, 'w')
  const child = spawn(process.execPath, [nextBin, 'start', appDir, '-p', String(port)], {
    cwd: appDir,
    stdio: ['ignore', log, log],
    detached: true,
    env: environment,
  })
  fs.closeSync(log)
  const { running, stop } = processGroup(child)
  if (await answers(url, running, 60_000)) return { url, stop }
  stop()
  throw new Error(`the bare Next page did not answer on ${url} (${path.relative(root, logPath)})`)
}
