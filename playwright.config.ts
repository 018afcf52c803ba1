import { defineConfig, devices } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './tests/support/chromium.mjs'
import { e2eOrigin, e2ePort, e2eWorkers } from './tests/support/e2e-workers.mjs'

// Two workers, each with a server and a database of its own (tests/support/e2e-server.mjs), so
// spec files run side by side and never see each other's staff, leads or settings.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: e2eWorkers,
  retries: 0,
  reporter: process.env.E2E_JSON_REPORT
    ? [[process.env.CI ? 'line' : 'list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : process.env.CI
      ? 'line'
      : 'list',
  timeout: 30_000,
  use: {
    // No baseURL here: the fixture's default is each worker's own server (tests/e2e/fixtures.ts),
    // and a value here would override it for every worker.
    // In CI a trace of every action costs minutes of the run's budget; locally it is kept on failure.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: Array.from({ length: e2eWorkers }, (_, worker) => ({
    command: 'node tests/support/e2e-server.mjs',
    url: `${e2eOrigin(worker)}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(e2ePort(worker)), E2E_DATABASE: `e2e-${worker}` },
  })),
})
