import { defineConfig, devices } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './tests/support/chromium.mjs'

const port = process.env.E2E_PORT || '3210'

// Checks that only read public pages, one page per test (axe, width, routes): two browsers at a
// time, before everything else. The rest (forms, staff screens, timers, geometry at rest) runs
// one test at a time after them, on a server nothing else is loading.
const pageChecks = /\/(a11y|mobile-width|routes)\.spec\.ts$/

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [
    {
      name: 'page checks',
      testMatch: pageChecks,
      fullyParallel: true,
      workers: 2,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'chromium',
      testIgnore: pageChecks,
      workers: 1,
      dependencies: ['page checks'],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    command: 'node tests/support/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: port },
  },
})
