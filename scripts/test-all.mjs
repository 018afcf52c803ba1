// npm test: unit tests, a production build, integration tests against the real server (`npm start`) on SQLite
// (and on PostgreSQL when TEST_DATABASE_URL is set), then browser tests in Chromium.
//
// The two integration runs go side by side: each waits on its servers most of the time (a run alone
// kept this machine's two cores about 60 % busy), so together they take far less than one after
// the other. Each has its own scratch folder (TEST_TMP_DIR), Redis database and ports
// (TEST_PORT_RANGE), and its lines are printed with its name in front. TEST_SERIAL=1 runs them
// one after the other.
import { spawn } from 'node:child_process'
import readline from 'node:readline'

const integration = ['vitest', 'run', '--project', 'integration']
const integrationRuns = [
  {
    name: 'integration tests on SQLite',
    tag: 'sqlite',
    command: 'npx',
    args: integration,
    env: runEnv('sqlite', 1, 20000),
  },
]
if (process.env.TEST_DATABASE_URL) {
  integrationRuns.push({
    name: 'integration tests on PostgreSQL',
    tag: 'postgres',
    command: 'npx',
    args: integration,
    env: runEnv('postgres', 2, 25000),
  })
} else {
  console.warn('TEST_DATABASE_URL is not set: the PostgreSQL integration run is left out')
}
if (!process.env.REDIS_URL) {
  console.warn('REDIS_URL is not set: the tests of instances sharing Redis are left out')
}

/** Steps in order; a step of several runs starts them at once and waits for all. */
const steps = [
  [{ name: 'unit tests', command: 'npx', args: ['vitest', 'run', '--project', 'unit'] }],
  ...(process.env.SKIP_BUILD === '1'
    ? []
    : [[{ name: 'production build', command: 'npm', args: ['run', 'build'] }]]),
  ...(process.env.TEST_SERIAL === '1' ? integrationRuns.map((run) => [run]) : [integrationRuns]),
  [{ name: 'browser tests', command: 'npx', args: ['playwright', 'test'] }],
]

/** The adapter, and a scratch folder, a Redis database and a range of ports of the run's own. */
function runEnv(adapter, redisDatabase, firstPort) {
  const env = {
    TEST_ADAPTER: adapter,
    TEST_TMP_DIR: `tests/.tmp/${adapter}`,
    TEST_PORT_RANGE: `${firstPort}-${firstPort + 4999}`,
  }
  if (process.env.REDIS_URL) {
    const url = new URL(process.env.REDIS_URL)
    url.pathname = `/${redisDatabase}`
    env.REDIS_URL = url.toString()
  }
  return env
}

/** Runs one command; with `tag`, each line of its output is printed behind `[tag]`. */
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

/** Each step's time, printed at the end: where CI's minutes go. */
const timings = []
const summary = () => timings.map(([name, seconds]) => `  ${name}: ${seconds} s`).join('\n')
for (const step of steps) {
  console.log(`\n=== ${step.map(({ name }) => name).join(' | ')} ===`)
  const results = await Promise.all(
    step.map(async (entry) => {
      const started = Date.now()
      const status = await run(entry, step.length > 1)
      timings.push([entry.name, Math.round((Date.now() - started) / 1000)])
      if (status !== 0) console.error(`\n${entry.name} failed (exit ${status})`)
      return status
    }),
  )
  const failed = results.find((status) => status !== 0)
  if (failed !== undefined) {
    console.error(`\n${summary()}`)
    process.exit(failed)
  }
}
console.log(`\nAll tests passed\n${summary()}`)
