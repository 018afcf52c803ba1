import { inject } from 'vitest'

export type SharedServer = { baseURL: string; databaseUrl: string; staffToken: string }

declare module 'vitest' {
  export interface ProvidedContext {
    sharedServers: SharedServer[]
  }
}

/**
 * The HTTP tier's shared server of this worker (integration-server.ts starts one per worker, each
 * on its own database), so files running side by side never see each other's rows: its origin,
 * its database and its first admin's token.
 */
export function sharedServer<Key extends keyof SharedServer>(key: Key): SharedServer[Key] {
  const servers = inject('sharedServers')
  const worker = Number(process.env.VITEST_POOL_ID || 1) - 1
  return servers[worker % servers.length][key]
}
