import fs from 'node:fs'
import path from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'

/**
 * Writes each test file's whole time (import, hooks and tests: what the default reporter prints
 * beside it) and its tests by outcome to the JSON file of FILE_TIMES_REPORT, for npm test's
 * summary (scripts/test-report.mjs). Vitest's own JSON report times the tests alone.
 */
export default class FileTimesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const output = process.env.FILE_TIMES_REPORT
    if (!output) return
    const files = testModules.map((module) => {
      const timing = module.diagnostic()
      const states = [...module.children.allTests()].map((test) => test.result().state)
      return {
        file: module.moduleId,
        seconds: (timing.collectDuration + timing.setupDuration + timing.duration) / 1000,
        passed: states.filter((state) => state === 'passed').length,
        failed: states.filter((state) => state === 'failed').length,
        skipped: states.filter((state) => state !== 'passed' && state !== 'failed').length,
      }
    })
    fs.mkdirSync(path.dirname(output), { recursive: true })
    fs.writeFileSync(output, JSON.stringify(files, null, 1))
  }
}
