import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll } from 'vitest'
import { freshDatabase } from '../database'
import { closePayload, openPayload } from './open'

export type InProcess = { payload: Payload; databaseUrl: string }

/**
 * This test file's own Payload: a copy of the tier's template (migrated, sample content, the
 * first admin), opened in the test's process before its tests and closed after them. `env` sets
 * variables the code reads (a fake's base URL, say) before the config is imported. Read
 * `payload` inside the tests, not at import time.
 */
export function inProcessPayload(env: Record<string, string> = {}): InProcess {
  const holder = {} as InProcess
  // A worker runs several files: each file's variables are taken back after it.
  const before = new Map(Object.keys(env).map((name) => [name, process.env[name]]))
  // Vitest hands the file in the second argument; the first must be a destructuring pattern.
  beforeAll(async ({}, suite) => {
    const file = suite.file.filepath
    const name = `ip_${path.basename(file).replace(/\.test\.ts$/, '')}`
    holder.databaseUrl = await freshDatabase(name)
    holder.payload = await openPayload(holder.databaseUrl, env)
  }, 120_000)
  afterAll(async () => {
    if (holder.payload) await closePayload(holder.payload)
    for (const [name, value] of before) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  })
  return holder
}
