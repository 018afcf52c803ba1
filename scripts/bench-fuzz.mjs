// npm run bench:fuzz -- [N=10000] [SEED]
// Posts N generated hostile bodies to each lead endpoint (the integration test's generator, at
// full size) against the site's server (`npm start`) on a fresh SQLite file (or BENCH_URL with BENCH_STAFF_EMAIL /
// BENCH_STAFF_PASSWORD), and prints the counts by status per endpoint, the 5xx samples, and
// whether the database holds exactly the leads answered `success`. Exit code 1 on any 5xx or
// mismatch. bench:chaos calls benchFuzz() from here.
import { pathToFileURL } from 'node:url'
import { leadEndpoints, runFuzz } from '../tests/support/lead-fuzz.mjs'
import { startProductionServer } from '../tests/support/production-server.mjs'
import { leadCount, staffToken } from '../tests/support/staff-api.mjs'

const fuzzStaff = { email: 'fuzz@firm.test', password: 'fuzz-only-password-1' }

/**
 * Runs the fuzz at `perEndpoint` bodies per endpoint, prints its figures, and returns
 * `{ ok, results, stored, successes, seconds }`. `url` (with a staff login in the BENCH_STAFF_*
 * variables) targets a running site; otherwise a fresh SQLite server (`npm start`) is started and stopped.
 */
export async function benchFuzz({
  perEndpoint = 10_000,
  seed = 20261124,
  url,
  concurrency = 16,
} = {}) {
  const server = url
    ? { url, stop() {} }
    : await startProductionServer('bench-fuzz', {
        env: { LEAD_RATE_LIMIT: '100000000' },
      })
  try {
    const token = await staffToken(server.url, fuzzStaff, server.databaseUrl)
    const before = await leadCount(server.url, token)
    const started = performance.now()
    const results = await runFuzz({
      baseURL: server.url,
      staffToken: token,
      perEndpoint,
      seed,
      concurrency,
    })
    const seconds = (performance.now() - started) / 1000
    const stored = (await leadCount(server.url, token)) - before
    const successes = leadEndpoints.reduce((sum, e) => sum + results[e].successes, 0)
    let serverErrors = 0
    console.log(`fuzz: ${perEndpoint} bodies per endpoint, seed ${seed}, ${seconds.toFixed(1)} s`)
    for (const endpoint of leadEndpoints) {
      const { byStatus, successes: ok, serverErrors: samples } = results[endpoint]
      const counts = Object.entries(byStatus)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([status, count]) => `${status}: ${count}`)
        .join(', ')
      console.log(`  /api/prospecto/${endpoint.padEnd(12)} ${counts}  (success ${ok})`)
      const fiveXx = Object.entries(byStatus)
        .filter(([status]) => Number(status) >= 500 || Number(status) === 0)
        .reduce((sum, [, count]) => sum + count, 0)
      serverErrors += fiveXx
      for (const sample of samples.slice(0, 3))
        console.log('    5xx sample:', JSON.stringify(sample))
    }
    const match = stored === successes
    console.log(
      `  stored ${stored} new leads for ${successes} success answers: ${match ? 'exact' : 'MISMATCH'}`,
    )
    console.log(`  5xx answers: ${serverErrors}`)
    return { ok: match && serverErrors === 0, results, stored, successes, seconds }
  } finally {
    server.stop()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { ok } = await benchFuzz({
    perEndpoint: Number(process.argv[2] ?? 10_000),
    seed: Number(process.argv[3] ?? 20261124),
    url: process.env.BENCH_URL,
  })
  process.exitCode = ok ? 0 : 1
}
