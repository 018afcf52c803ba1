// npm run bench:leads -- [N=1000] [C=20]
// Posts N valid leads over C concurrent connections against the site's server (`npm start`, a fresh SQLite database
// unless BENCH_URL points at a running site) and prints leads/s, p50/p99 latency, errors, and
// whether the database holds exactly N new leads. The server must allow the rate
// (LEAD_RATE_LIMIT): the bench raises it on the server it starts.
import { startProductionServer } from '../tests/support/production-server.mjs'
import { leadCount, staffToken } from '../tests/support/staff-api.mjs'
import { serverCpuMs } from './bench/server-cpu.mjs'

const benchStaff = { email: 'bench@firm.test', password: 'bench-only-password-1' }

const total = Number(process.argv[2] ?? 1000)
const concurrency = Number(process.argv[3] ?? 20)

async function session(url) {
  const response = await fetch(`${url}/csrf-token`)
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  return { cookie, token: (await response.json()).token }
}

const server = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL, stop() {} }
  : await startProductionServer('bench', { env: { LEAD_RATE_LIMIT: '100000000' } })
try {
  const token = await staffToken(server.url, benchStaff, server.databaseUrl)
  const before = await leadCount(server.url, token)
  const latencies = []
  let errors = 0
  let next = 0
  const runId = Date.now().toString().slice(-6)

  async function worker(index) {
    const { cookie, token: csrf } = await session(server.url)
    const ip = `10.${index}.0.1`
    while (next < total) {
      const n = next++
      const form = new FormData()
      form.set('nombre', `Bench Lead ${n}`)
      form.set('email', `lead${n}@bench.test`)
      form.set('phone', `20255${runId.slice(-1)}${String(n).padStart(4, '0')}`)
      form.set('mensaje', 'Necesito una evaluación de mi caso')
      form.set('checkbox', '1')
      form.set('seccion', 'Footer Inglés')
      form.set('fecha_hora', new Date().toISOString())
      form.set('_token', csrf)
      const started = performance.now()
      try {
        const response = await fetch(`${server.url}/api/prospecto/agregar`, {
          method: 'POST',
          body: form,
          headers: { cookie, accept: 'application/json', 'x-forwarded-for': ip },
        })
        const body = await response.json()
        if (body.status !== 'success') errors++
      } catch {
        errors++
      }
      latencies.push(performance.now() - started)
    }
  }

  const started = performance.now()
  const cpuBefore = serverCpuMs(server.pid)
  await Promise.all(Array.from({ length: concurrency }, (_, i) => worker(i)))
  const cpuAfter = serverCpuMs(server.pid)
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]
  const stored = (await leadCount(server.url, token)) - before

  console.log(`leads posted:   ${total} with ${concurrency} concurrent connections`)
  console.log(`throughput:     ${(total / seconds).toFixed(1)} leads/s (${seconds.toFixed(2)} s)`)
  console.log(
    `latency:        p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, max ${latencies.at(-1).toFixed(1)} ms`,
  )
  console.log(`errors:         ${errors}`)
  if (cpuBefore !== null && cpuAfter !== null) {
    console.log(`server CPU:     ${((cpuAfter - cpuBefore) / total).toFixed(1)} ms per lead`)
  }
  console.log(
    `stored:         ${stored} new leads (${stored === total ? 'exactly N, none lost' : `MISMATCH: expected ${total}`})`,
  )
  process.exitCode = errors === 0 && stored === total ? 0 : 1
} finally {
  server.stop()
}
