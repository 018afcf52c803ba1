// npm test: unit tests, a production build, integration tests against the real server (`npm start`) on SQLite
// (and on PostgreSQL when TEST_DATABASE_URL is set), then browser tests in Chromium.
import { spawnSync } from 'node:child_process'

const steps = [
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ...(process.env.SKIP_BUILD === '1' ? [] : [['production build', 'npm', ['run', 'build']]]),
  [
    'integration tests on SQLite',
    'npx',
    ['vitest', 'run', '--project', 'integration'],
    { TEST_ADAPTER: 'sqlite' },
  ],
]
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    'integration tests on PostgreSQL',
    'npx',
    ['vitest', 'run', '--project', 'integration'],
    { TEST_ADAPTER: 'postgres' },
  ])
} else {
  console.warn('TEST_DATABASE_URL is not set: the PostgreSQL integration run is left out')
}
if (!process.env.REDIS_URL) {
  console.warn('REDIS_URL is not set: the tests of instances sharing Redis are left out')
}
steps.push(['browser tests', 'npx', ['playwright', 'test']])

/** Each step's time, printed at the end: where CI's minutes go. */
const timings = []
const summary = () => timings.map(([name, seconds]) => `  ${name}: ${seconds} s`).join('\n')
for (const [name, command, args, env = {}] of steps) {
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  timings.push([name, Math.round((Date.now() - started) / 1000)])
  if (result.status !== 0) {
    console.error(`\n${name} failed\n${summary()}`)
    process.exit(result.status ?? 1)
  }
}
console.log(`\nAll tests passed\n${summary()}`)
