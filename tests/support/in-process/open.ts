import type { Payload } from 'payload'

/**
 * Payload on `databaseUrl` in this process, through its Local API and the project's own config
 * (`getPayload`, as the server and `npm run payload` open it). The config reads DATABASE_URL when
 * it is imported, so it is imported after the variable is set; each test file has its own module
 * graph. An empty database is migrated and gets the sample content (onInit, outside production).
 */
export async function openPayload(databaseUrl: string, env: Record<string, string> = {}) {
  process.env.DATABASE_URL = databaseUrl
  // As `npm run payload` sets it: @payloadcms/storage-s3 is one patch behind (package.json).
  process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'
  Object.assign(process.env, env)
  const globalCache = (globalThis as { _payload?: Map<string, unknown> })._payload
  // An instance of an earlier file of this worker is not this file's database.
  globalCache?.delete('default')
  const { getPayload } = await import('payload')
  const { default: config } = await import('@/payload.config')
  return (await getPayload({ config })) as Payload
}

/**
 * Closes what `openPayload` opened. Payload's destroy() forgets the schema but leaves the
 * adapter's connections open (a PostgreSQL pool, a libSQL client).
 */
export async function closePayload(payload: Payload) {
  const db = payload.db as unknown as {
    pool?: { end: () => Promise<void> }
    client?: { close: () => void }
  }
  const { pool, client } = db
  await payload.destroy()
  client?.close()
  // pool.end() waits for every client to be given back, and the adapter keeps one checked out
  // after its migrations check: wait a moment, then let the worker's exit close the rest.
  if (pool) await Promise.race([pool.end(), new Promise((resolve) => setTimeout(resolve, 1_000))])
}
