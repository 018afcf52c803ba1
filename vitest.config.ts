import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  '@': path.resolve(import.meta.dirname, 'src'),
}

// HTTP behaviour no database query decides (headers, script policy, routing, the microcache, the
// client address, memory under slow downloads): proven once, on SQLite. Every file that stores or
// reads data runs on both adapters.
const databaseNeutral = [
  'client-address',
  'download-memory',
  'locale-routing',
  'microcache',
  'next-boundary',
  'not-found',
  'script-policy',
  'security-headers',
].map((name) => `tests/integration/${name}.test.ts`)

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
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: process.env.TEST_ADAPTER === 'postgres' ? databaseNeutral : [],
          environment: 'node',
          globalSetup: ['tests/support/integration-server.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
