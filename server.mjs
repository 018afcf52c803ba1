// The site's server (`npm start`): Next.js through its documented custom-server API (`next()`,
// `prepare()`, `getRequestHandler()`) behind a plain `http.createServer` whose listener is the
// request intake (src/lib/http/intake.mjs: 405 for odd methods, the common security headers, the
// TCP peer's address, the one-second microcache of cached pages). It keeps what `next start`
// does for an operator: PORT, a one-line failed start, and a graceful exit on SIGTERM/SIGINT.
// `node server.mjs --dev` serves the development build the same way (`npm run dev`).
import http from 'node:http'
import net from 'node:net'

const dev = process.argv.includes('--dev')
// What `next start` and `next dev` set before Next.js loads.
process.env.NODE_ENV ||= dev ? 'development' : 'production'

const { env, EnvironmentError } = await import('./src/lib/env.mjs')
let settings
try {
  settings = env()
} catch (error) {
  if (!(error instanceof EnvironmentError)) throw error
  // The same one line as the start-up checks of the database and the secret (instrumentation).
  process.stderr.write(`Start-up check failed: ${error.message}\n`)
  process.exit(1)
}

const { default: next } = await import('next')
const { requestIntake } = await import('./src/lib/http/intake.mjs')
const { SiteResponse } = await import('./src/lib/http/script-policy.mjs')
const { requestLogger } = await import('./src/lib/logging/logger.mjs')
const { startMetricsListener } = await import('./src/lib/metrics/listener.mjs')
const { drainForShutdown } = await import('./src/lib/operations/shutdown-drain.mjs')

const port = settings.PORT
const app = next({ dev, hostname: 'localhost', port })
// Loads the build, runs instrumentation (database and secret checks, migrations, workers).
try {
  await app.prepare()
} catch (error) {
  const cause = String(error instanceof Error ? error.message : error).split('\n')[0]
  process.stderr.write(`Start-up check failed: Next.js could not load the build: ${cause}\n`)
  process.exit(1)
}
const handle = app.getRequestHandler()

const intake = requestIntake(handle, { siteUrl: settings.SITE_URL, logger: requestLogger() })
// Set on SIGTERM/SIGINT: see the shutdown below.
let stopping = false
const server = http.createServer({ ServerResponse: SiteResponse }, (request, response) => {
  if (stopping) {
    // A request on a connection opened before the signal is served, but its connection is not
    // kept: nginx reuses an upstream connection only while the instance keeps it alive.
    response.setHeader('connection', 'close')
    // Load balancers that probe readiness take the instance out of turn while it drains.
    if (request.url === '/readyz') {
      response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('stopping\n')
      return
    }
  }
  Promise.resolve(intake(request, response)).catch((error) => {
    console.error(`Failed to handle request for ${request.url}`, error)
    if (!response.headersSent) response.statusCode = 500
    response.end()
  })
})
// Idle keep-alive connections: the client closes first, never the server. A server that drops an
// idle connection at the moment a client reuses it resets that request (ECONNRESET in a client,
// a 502 from nginx). nginx drops its idle upstream connections after 4 s (deploy/nginx.conf),
// undici's fetch after 4 s and Node's agents after 5 s or the server's hint less 1 s; the
// server waits 65 s (Node's default is 5 s: the same instant as Node's agents), and reads a
// request's headers for longer than that, as Node asks of the two.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.on('error', (error) => {
  process.stderr.write(`Start-up check failed: PORT (${port}): ${error.message}\n`)
  process.exit(1)
})
server.listen(port, () => {
  console.log(`▲ Next.js ${dev ? 'dev ' : ''}server ready on http://localhost:${port}`)
})

// Prometheus metrics on their own port (off when METRICS_PORT is unset), never the public one.
let metricsServer
if (settings.METRICS_PORT) {
  try {
    metricsServer = await startMetricsListener({
      port: settings.METRICS_PORT,
      host: settings.METRICS_HOST,
    })
  } catch (error) {
    process.stderr.write(
      `Start-up check failed: METRICS_PORT (${settings.METRICS_PORT}): ${error.message}\n`,
    )
    process.exit(1)
  }
}

// A rolling restart loses no request (tests/integration/rolling-restart.test.ts): stop listening,
// so nginx's next connection is refused and goes to another instance (a refused connect is retried
// even for a POST); serve the requests under way and any that still come on an open connection,
// each answered with `Connection: close`; exit once every connection has ended. Idle keep-alive
// connections are NOT closed here: http.Server#close() would close them at once (Node 19+), and
// nginx may be writing a lead post on one at that instant, which it cannot retry (a POST already
// sent) and answers 502. nginx drops its idle upstream connections itself after 4 s
// (deploy/nginx.conf, upstream keepalive_timeout), under `graceMs`; then the lead sends under way
// end, Next is closed and the process exits with the signal's code as `next start` does.
const graceMs = 10_000
// Each lead send is bounded by OUTBOX_SEND_TIMEOUT_MS: that and a moment to record it.
const drainBudgetMs = settings.OUTBOX_SEND_TIMEOUT_MS + 2_000
for (const [signal, code] of [
  ['SIGTERM', 143],
  ['SIGINT', 130],
]) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    setTimeout(() => server.closeAllConnections(), graceMs).unref()
    // The last resort: an exit still not done past every bound above is forced. (Seen: two
    // instances whose test database had been dropped stayed up and busy an hour after SIGTERM.)
    setTimeout(() => process.exit(code), graceMs + drainBudgetMs + 10_000).unref()
    metricsServer?.close()
    // net.Server's close: stops listening and waits for the open connections, closing none.
    net.Server.prototype.close.call(server, async () => {
      // The lead sends under way end and are recorded before the exit (shutdown-drain.mjs): a send
      // cut off here would be sent again by another instance.
      const unfinished = await drainForShutdown(drainBudgetMs)
      if (unfinished.length) console.error(`Exiting with work under way: ${unfinished.join(', ')}`)
      app.close().finally(() => process.exit(code))
    })
  })
}
