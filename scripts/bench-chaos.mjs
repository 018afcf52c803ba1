// npm run bench:chaos -- [kills=10] [connections=20]
// The reliability proof at full size, against the production build (`npm run build` first):
// `kill -9` of the server's process group mid-load, `kills` times, on SQLite and (with
// TEST_DATABASE_URL) on PostgreSQL, then a restart; prints per kill the leads answered success,
// stored, delivered to a webhook receiver and duplicates, and exits 1 if any lead answered
// success is missing or any stored lead is not delivered within a minute of the restart.
import pg from 'pg'
import { runCrashScenario } from '../tests/support/chaos.mjs'
import { freshSqliteUrl } from '../tests/support/production-server.mjs'

const kills = Number(process.argv[2] ?? 10)
const connections = Number(process.argv[3] ?? 20)

async function freshPostgres(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;')
  await client.end()
  return url
}

const adapters = [['SQLite', () => freshSqliteUrl('chaos')]]
if (process.env.TEST_DATABASE_URL) {
  adapters.push(['PostgreSQL', () => freshPostgres(process.env.TEST_DATABASE_URL)])
} else {
  console.warn('TEST_DATABASE_URL is not set: PostgreSQL is left out')
}

let failed = false
for (const [name, database] of adapters) {
  console.log(`\n=== ${name}: ${kills} kills at ${connections} connections ===`)
  const figures = await runCrashScenario({
    databaseUrl: await database(),
    kills,
    concurrency: connections,
    log: (line) => console.log(line),
  })
  const columns = ['kill', 'answered success', 'missing', 'stored', 'delivered', 'duplicates']
  console.log(columns.map((name) => name.padStart(17)).join(''))
  for (const row of figures.perKill) {
    const cells = [row.kill, row.answeredSuccess, row.answeredButNotStored, row.stored]
    cells.push(row.delivered, row.duplicates)
    console.log(cells.map((value) => String(value).padStart(17)).join(''))
  }
  console.log(
    `answered success: ${figures.answeredSuccess}, missing from the database: ${figures.answeredButNotStored}`,
  )
  console.log(
    `stored: ${figures.stored}, delivered: ${figures.delivered}, duplicate deliveries: ${figures.duplicateDeliveries} (same key), leads under several keys: ${figures.leadsWithSeveralKeys}`,
  )
  console.log(
    `every stored lead delivered ${figures.deliveredAllAfterMs === null ? 'NOT within a minute' : `${(figures.deliveredAllAfterMs / 1000).toFixed(1)} s after the restart`}`,
  )
  failed ||=
    figures.answeredButNotStored > 0 ||
    figures.delivered !== figures.stored ||
    figures.leadsWithSeveralKeys > 0
}
process.exitCode = failed ? 1 : 0
