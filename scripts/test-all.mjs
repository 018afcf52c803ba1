// npm test: every tier of the suite, cheapest first (docs/testing.md):
//   unit         pure functions, no database;
//   in-process   what Payload decides, through its Local API in the test's process, on SQLite and
//                on PostgreSQL (TEST_DATABASE_URL) side by side;
//   build        the production build the next two tiers serve;
//   http         what needs the real server (server.mjs): every file on SQLite, and on PostgreSQL
//                the files of tests/postgres-files.mjs, side by side;
//   browser      what a person does, in Chromium (Playwright), two workers.
// Each run has its own scratch folder (TEST_TMP_DIR), Redis database and port range, and its lines
// are printed with its name in front. At the end: each step's time against its budget
// (tests/budgets.json, a warning when over), the ten slowest files of each tier, and how many
// tests each tier and adapter ran. TEST_STEPS=unit,http runs only those steps; TEST_SERIAL=1 runs
// the runs of a step one after the other.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'
import { reportSummary } from './test-report.mjs'

const root = path.resolve(import.meta.dirname, '..')
const reports = path.join(root, 'tests/.tmp/reports')
fs.rmSync(reports, { recursive: true, force: true })
fs.mkdirSync(reports, { recursive: true })

const postgres = Boolean(process.env.TEST_DATABASE_URL)
if (!postgres) console.warn('TEST_DATABASE_URL is not set: the PostgreSQL runs are left out')
if (!process.env.REDIS_URL) {
  console.warn('REDIS_URL is not set: the tests of instances sharing Redis are left out')
}

/** `vitest run` of one project, each file's time written by the file-times reporter. */
const vitestArgs = (project) => [
  'vitest',
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=./tests/support/file-times-reporter.ts',
]

/** One Vitest run of a project on an adapter, its JSON report under tests/.tmp/reports. */
function vitestRun(tier, project, adapter, redisDatabase, firstPort) {
  const report = path.join(reports, `${tier}-${adapter}.json`)
  return {
    name: `${tier} on ${adapter === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`,
    tier,
    adapter,
    tag: `${tier}:${adapter}`,
    report,
    command: 'npx',
    args: vitestArgs(project),
    env: {
      ...runEnv(`${tier}-${adapter}`, adapter, redisDatabase, firstPort),
      FILE_TIMES_REPORT: report,
    },
  }
}

/** The adapter, and a scratch folder, a Redis database and a range of ports of the run's own. */
function runEnv(folder, adapter, redisDatabase, firstPort) {
  const env = {
    TEST_ADAPTER: adapter,
    TEST_TMP_DIR: `tests/.tmp/${folder}`,
    TEST_PORT_RANGE: `${firstPort}-${firstPort + 4999}`,
  }
  if (adapter === 'postgres') {
    // Each tier its own databases beside TEST_DATABASE_URL's (a run drops and creates them).
    const url = new URL(process.env.TEST_DATABASE_URL)
    if (folder.startsWith('in-process')) url.pathname = `${url.pathname}_inprocess`
    env.TEST_DATABASE_URL = url.toString()
  }
  if (process.env.REDIS_URL) {
    const url = new URL(process.env.REDIS_URL)
    url.pathname = `/${redisDatabase}`
    env.REDIS_URL = url.toString()
  }
  return env
}

const both = (make) => (postgres ? [make('sqlite'), make('postgres')] : [make('sqlite')])
const browserReport = path.join(reports, 'browser.json')

/** Steps in order; a step of several runs starts them at once and waits for all. */
const allSteps = {
  unit: [
    {
      name: 'unit',
      tier: 'unit',
      adapter: 'none',
      report: path.join(reports, 'unit-none.json'),
      command: 'npx',
      args: vitestArgs('unit'),
      env: { FILE_TIMES_REPORT: path.join(reports, 'unit-none.json') },
    },
  ],
  'in-process': both((adapter) =>
    vitestRun(
      'in-process',
      'inprocess',
      adapter,
      adapter === 'sqlite' ? 3 : 4,
      adapter === 'sqlite' ? 30000 : 35000,
    ),
  ),
  build:
    process.env.SKIP_BUILD === '1'
      ? []
      : [{ name: 'build', tier: 'build', command: 'npm', args: ['run', 'build'] }],
  http: both((adapter) =>
    vitestRun(
      'http',
      'integration',
      adapter,
      adapter === 'sqlite' ? 1 : 2,
      adapter === 'sqlite' ? 20000 : 25000,
    ),
  ),
  browser: [
    {
      name: 'browser',
      tier: 'browser',
      adapter: 'sqlite',
      tag: 'browser',
      report: browserReport,
      command: 'npx',
      args: ['playwright', 'test'],
      env: { E2E_JSON_REPORT: browserReport },
    },
  ],
}
const chosen = process.env.TEST_STEPS?.split(',').map((name) => name.trim())
const unknown = chosen?.filter((name) => !(name in allSteps)) ?? []
if (unknown.length) {
  console.error(`TEST_STEPS: no step ${unknown.join(', ')} (steps: ${Object.keys(allSteps)})`)
  process.exit(2)
}
let steps = Object.entries(allSteps)
  .filter(([name, runs]) => runs.length && (!chosen || chosen.includes(name)))
  .flatMap(([name, runs]) =>
    process.env.TEST_SERIAL === '1' ? runs.map((run) => [name, [run]]) : [[name, runs]],
  )
steps = overlapBrowserWithHttp(steps)

/**
 * TEST_OVERLAP=1: the browser tier starts once the HTTP tier's PostgreSQL run has ended (at once
 * when there is none), beside the SQLite run, in one step `http+browser`. Both tiers give each
 * run its own servers, databases and ports, so they never meet. It saved a minute and a half on
 * a quick machine; on one 1.7 times slower (the same kind, another day) it ran the load average
 * to 10 on 2 cores, and tests waiting on sends, crashes and the Payload CLI timed out. Off by
 * default: the browser tier runs after the HTTP tier.
 */
function overlapBrowserWithHttp(list) {
  const http = list.findIndex(([name]) => name === 'http')
  const browser = list.findIndex(([name]) => name === 'browser')
  if (process.env.TEST_OVERLAP !== '1' || process.env.TEST_SERIAL === '1') return list
  if (http < 0 || browser !== http + 1) return list
  const httpRuns = list[http][1]
  const waitFor = httpRuns.find((entry) => entry.adapter === 'postgres')?.name
  const browserRuns = list[browser][1].map((entry) => ({ ...entry, after: waitFor }))
  return [
    ...list.slice(0, http),
    ['http+browser', [...httpRuns, ...browserRuns]],
    ...list.slice(browser + 1),
  ]
}

/** Runs one command; with several runs at once, each line of its output behind `[tag]`. */
function run({ command, args, env = {}, tag }, prefixed) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    })
    if (prefixed) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        readline
          .createInterface({ input: stream })
          .on('line', (line) => out.write(`[${tag}] ${line}\n`))
      }
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

const timings = []
const finished = []
let status = 0
for (const [stepName, runs] of steps) {
  console.log(`\n=== ${runs.map(({ name }) => name).join(' | ')} ===`)
  const started = Date.now()
  /** Each run's end by name, for a run that starts `after` another one. */
  const ends = new Map()
  const results = await Promise.all(
    runs.map((entry) => {
      const ended = (async () => {
        if (entry.after) {
          await ends.get(entry.after)
          console.log(`\n=== ${entry.name} starts: ${entry.after} has ended ===`)
        }
        return runOne(entry, runs.length > 1)
      })()
      ends.set(entry.name, ended)
      return ended
    }),
  )
  timings.push([stepName, Math.round((Date.now() - started) / 1000)])
  status = results.find((code) => code !== 0) ?? 0
  if (status !== 0) break
}
console.log(reportSummary({ timings, runs: finished, root }))
if (status !== 0) process.exit(status)
console.log('\nAll tests passed')

/** One run, its time kept for the summary. */
async function runOne(entry, prefixed) {
  const runStarted = Date.now()
  const code = await run(entry, prefixed)
  finished.push({ ...entry, seconds: Math.round((Date.now() - runStarted) / 1000) })
  if (code !== 0) console.error(`\n${entry.name} failed (exit ${code})`)
  return code
}
