import type { Migration, Payload } from 'payload'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { env } from '@/lib/env.mjs'
import { markDatabaseReached } from './startup-check'

/**
 * Production applies migrations through the adapter's prodMigrations; dev and tests apply the same
 * files here, so every database is built by migrations, never by a schema push. An empty database
 * then gets the sample content once: `seedIfEmpty` comes from the config (src/seed), so this
 * file depends on no feature.
 */
export async function onInit(payload: Payload, seedIfEmpty: (payload: Payload) => Promise<void>) {
  if (process.env.NODE_ENV !== 'production') {
    const migrations = payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  }
  markDatabaseReached()
  if (env().SKIP_SEED !== '1') await seedIfEmpty(payload)
}
