import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { serverEnvironment } from './production-server.mjs'

const root = path.resolve(import.meta.dirname, '../..')

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

export type RunningServer = {
  url: string
  output: () => string
  /** SIGTERM to the server's process group, resolved once it has exited. */
  stop: () => Promise<void>
  /** `kill -9` of the server's process group, as a power cut or the OOM killer would. */
  crash: () => Promise<void>
}

/** `next start` of the production build against the given database, as an operator runs it. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  if (!fs.existsSync(path.join(root, '.next/BUILD_ID'))) {
    throw new Error('No production build: run `npm run build` first (npm test does it)')
  }
  const port = await freePort()
  let log = ''
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port)],
    {
      cwd: root,
      env: { ...serverEnvironment(), NODE_ENV: 'production', PORT: String(port), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so stop and crash reach every process it starts.
      detached: true,
    },
  )
  child.stdout?.on('data', (chunk) => (log += chunk))
  child.stderr?.on('data', (chunk) => (log += chunk))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited:\n${log}`)
    try {
      const response = await fetch(`${url}/`)
      if (response.status === 200) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  if (Date.now() >= deadline) throw new Error(`next start did not answer in time:\n${log}`)
  return {
    url,
    output: () => log,
    stop: () => signalGroup(child, 'SIGTERM'),
    crash: () => signalGroup(child, 'SIGKILL'),
  }
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
