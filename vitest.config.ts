import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { postgresFiles, postgresOnlyFiles } from './tests/postgres-files.mjs'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

// The HTTP tier runs every file on SQLite but those of several instances, and, on PostgreSQL,
// only those whose outcome the adapter can change (tests/postgres-files.mjs, with the reasons).
const postgres = process.env.TEST_ADAPTER === 'postgres'
const httpFile = (name: string) => `tests/integration/${name}.test.ts`
const httpFiles = postgres
  ? Object.keys(postgresFiles).map(httpFile)
  : ['tests/integration/**/*.test.ts']
const httpExcluded = postgres ? [] : postgresOnlyFiles.map(httpFile)
// Files run side by side, each worker with a shared server of its own (integration-server.ts).
const workers = Number(process.env.TEST_WORKERS || 2)

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Projects run together (bench:coverage) one group after the other.
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          // What Payload decides (collections, hooks, access rules, the outbox, retention and
          // erasure, booking slots), through its Local API in the test's own process: each file
          // on a copy of the tier's template, files side by side, one per worker.
          name: 'inprocess',
          include: ['tests/inprocess/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/in-process/template.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          maxWorkers: workers,
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: httpFiles,
          exclude: httpExcluded,
          environment: 'node',
          globalSetup: ['tests/support/integration-server.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          maxWorkers: workers,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
})
