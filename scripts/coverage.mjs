// npm run bench:coverage: line and branch coverage of src/ by the tiers that run in the test's
// own process (V8 coverage through Vitest): the unit tier alone, then the unit and in-process
// tiers together, each printed. Run it before and after moving tests between tiers: a move that
// loses proof shows here as a lower figure. The HTTP and browser tiers exercise the production
// build in server processes of their own and are not counted. Not part of npm test (coverage
// slows the run by half).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const runs = [
  ['unit', ['--project', 'unit']],
  ['unit + in-process', ['--project', 'unit', '--project', 'inprocess']],
]
const figures = []
for (const [name, projects] of runs) {
  const folder = path.join(root, 'tests/.tmp/coverage', name.replace(/\W+/g, '-'))
  fs.rmSync(folder, { recursive: true, force: true })
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      ...projects,
      '--coverage.enabled',
      '--coverage.provider=v8',
      '--coverage.include=src/**',
      '--coverage.reporter=json-summary',
      `--coverage.reportsDirectory=${folder}`,
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, TEST_TMP_DIR: 'tests/.tmp/coverage-run' },
    },
  )
  if (result.status !== 0) process.exit(result.status ?? 1)
  const { total } = JSON.parse(fs.readFileSync(path.join(folder, 'coverage-summary.json'), 'utf8'))
  figures.push([name, total])
}
console.log('\nCoverage of src/ (V8):')
for (const [name, total] of figures) {
  console.log(
    `  ${name.padEnd(18)} lines ${total.lines.pct.toFixed(1)} % (${total.lines.covered}/${total.lines.total}), ` +
      `branches ${total.branches.pct.toFixed(1)} % (${total.branches.covered}/${total.branches.total})`,
  )
}
