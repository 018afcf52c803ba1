// The summary npm test prints at its end (scripts/test-all.mjs): each step's time against its
// budget (tests/budgets.json), the ten slowest files of each tier and the tests each tier ran
// per adapter, read from the reports of Vitest (tests/support/file-times-reporter.ts) and
// Playwright (its JSON reporter).
import fs from 'node:fs'
import path from 'node:path'

/** Per spec file of a Playwright JSON report: the same, its time the sum of its tests' runs. */
function playwrightFiles(report) {
  const files = new Map()
  const walk = (suite, file) => {
    const here = suite.file ?? file
    for (const spec of suite.specs ?? []) {
      const entry = files.get(here) ?? {
        file: `tests/e2e/${here}`,
        seconds: 0,
        passed: 0,
        failed: 0,
        skipped: 0,
      }
      for (const test of spec.tests) {
        for (const result of test.results) entry.seconds += result.duration / 1000
        const outcome = test.status
        if (outcome === 'expected' || outcome === 'flaky') entry.passed++
        else if (outcome === 'skipped') entry.skipped++
        else entry.failed++
      }
      files.set(here, entry)
    }
    for (const child of suite.suites ?? []) walk(child, here)
  }
  for (const suite of report.suites ?? []) walk(suite, suite.file)
  return [...files.values()]
}

function readFiles(run) {
  if (!run.report || !fs.existsSync(run.report)) return null
  const report = JSON.parse(fs.readFileSync(run.report, 'utf8'))
  return run.tier === 'browser' ? playwrightFiles(report) : report
}

export function reportSummary({ timings, runs, root }) {
  const budgets = JSON.parse(fs.readFileSync(path.join(root, 'tests/budgets.json'), 'utf8'))
  const lines = ['', '=== Summary ===', 'Step times (budget: tests/budgets.json):']
  let total = 0
  for (const [step, seconds] of timings) {
    total += seconds
    // A step of tiers run side by side (http+browser) has the sum of their budgets.
    const parts = step.split('+')
    const budget = parts.every((part) => part in budgets)
      ? parts.reduce((sum, part) => sum + budgets[part], 0)
      : undefined
    const over = budget !== undefined && seconds > budget
    lines.push(
      `  ${step.padEnd(11)} ${String(seconds).padStart(5)} s` +
        (budget === undefined ? '' : ` / ${budget} s${over ? '  WARNING: over budget' : ''}`),
    )
  }
  lines.push(`  ${'total'.padEnd(11)} ${String(total).padStart(5)} s`)
  lines.push('Tests per tier and adapter (passed / failed / skipped, files, run time):')
  const slowest = []
  for (const run of runs) {
    const files = readFiles(run)
    if (!files) continue
    const sum = (key) => files.reduce((all, file) => all + file[key], 0)
    lines.push(
      `  ${run.name.padEnd(26)} ${sum('passed')} / ${sum('failed')} / ${sum('skipped')}, ` +
        `${files.length} files, ${run.seconds} s`,
    )
    slowest.push([run.name, files])
  }
  for (const [name, files] of slowest) {
    lines.push(`Ten slowest files, ${name}:`)
    for (const file of [...files].sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
      lines.push(
        `  ${file.seconds.toFixed(1).padStart(7)} s  ${path.relative(root, path.resolve(root, file.file))}`,
      )
    }
  }
  return lines.join('\n')
}
