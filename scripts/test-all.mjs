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

for (const [name, command, args, env = {}] of steps) {
  console.log(`\n=== ${name} ===`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) {
    console.error(`\n${name} failed`)
    process.exit(result.status ?? 1)
  }
}
console.log('\nAll tests passed')
