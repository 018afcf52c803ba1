// The shipped deploy/nginx.conf run as a plain process in a temporary folder (its cache, buffers
// and logs there; nothing in /etc/nginx or /var), in front of given instances: the nginx
// integration test and bench:pages.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { renderNginxConf } from '../../deploy/render-nginx.mjs'
import { freePort, portAnswers } from './production-server.mjs'

/** Debian's nginx (`apt-get install -y nginx`; .ci/run installs it). */
export const nginxPath = process.env.NGINX_PATH || '/usr/sbin/nginx'

/**
 * Starts nginx with deploy/nginx.conf rendered for `upstreams` (host:port of each instance) on
 * 127.0.0.1:`port` (a free one when not given); resolves once it accepts connections.
 * @param {{ upstreams: string[], port?: number }} options
 */
export async function startNginx({ upstreams, port }) {
  if (!fs.existsSync(nginxPath)) {
    throw new Error(`no nginx at ${nginxPath}: apt-get install -y nginx (or set NGINX_PATH)`)
  }
  const listenPort = port ?? (await freePort())
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-nginx-'))
  // Run as root, nginx's workers are `nobody`: they must reach the cache folder inside this one.
  fs.chmodSync(dir, 0o755)
  const config = path.join(dir, 'nginx.conf')
  fs.writeFileSync(
    config,
    renderNginxConf({
      upstreams,
      listen: `127.0.0.1:${listenPort}`,
      cacheDir: path.join(dir, 'cache'),
      stateDir: dir,
      logDir: dir,
    }),
  )
  let output = ''
  const child = spawn(
    nginxPath,
    ['-p', `${dir}/`, '-c', config, '-g', `daemon off; pid ${dir}/nginx.pid;`],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  )
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const running = () => child.exitCode === null && child.signalCode === null
  const readLog = (name) => {
    try {
      return fs.readFileSync(path.join(dir, name), 'utf8')
    } catch {
      return ''
    }
  }
  const stop = () =>
    new Promise((resolve) => {
      const done = () => {
        fs.rmSync(dir, { recursive: true, force: true })
        resolve(undefined)
      }
      if (!running()) return done()
      child.once('exit', done)
      // Its own process group: the master and its workers.
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        child.kill('SIGTERM')
      }
    })

  const deadline = Date.now() + 10_000
  while (running() && Date.now() < deadline && !(await portAnswers(listenPort))) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  if (!running() || !(await portAnswers(listenPort))) {
    const why = `${output}${readLog('error.log')}`
    await stop()
    throw new Error(`nginx did not start on port ${listenPort}:\n${why}`)
  }
  return {
    url: `http://127.0.0.1:${listenPort}`,
    pid: child.pid,
    /** nginx's access log so far (deploy/nginx.conf's `site` format: upstream=, cache=). */
    accessLog: () => readLog('access.log'),
    errorLog: () => readLog('error.log'),
    stop,
  }
}
