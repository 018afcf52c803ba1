import type { TestProject } from 'vitest/node'
import { emptyTemplateDatabase, freshDatabase, copyFreshDatabasesFrom } from './database'
import { createStaff } from './create-staff.mjs'
import { firstStaff, firstStaffToken } from './http'
import { startServer } from './server'
import type { SharedServer } from './shared-server'

/**
 * The HTTP tier talks to a real server (server.mjs) on a fresh database of the selected adapter.
 * The run's template is built first by a server's own first start (migrations, sample content)
 * and `npm run create-staff` (the first admin); every fresh database of the run is a copy of it.
 * Files run side by side, one per worker: each worker gets a shared server of its own on its own
 * database (shared-server.ts), started here at once.
 */
export default async function setup(project: TestProject) {
  const template = await emptyTemplateDatabase()
  // The whole shutdown: a copy of the template must find it written and, on PostgreSQL, unused.
  await (await startServer({ DATABASE_URL: template, ...integrationEnv() })).drain()
  // The first admin, made as an operator makes it (the site refuses first-register).
  await createStaff(template, { ...firstStaff, role: 'admin' })
  copyFreshDatabasesFrom(template)
  const workers = Math.max(1, Number(process.env.TEST_WORKERS || 2))
  const servers = await Promise.all(
    Array.from({ length: workers }, async (_, index) => {
      const databaseUrl = await freshDatabase(index === 0 ? 'integration' : `integration-${index}`)
      // As an operator runs it: every route loaded at start, for the files served here.
      const server = await startServer({
        DATABASE_URL: databaseUrl,
        PRELOAD_ROUTES_ON_START: '1',
        ...integrationEnv(),
      })
      const shared: SharedServer = {
        baseURL: server.url,
        databaseUrl,
        staffToken: await firstStaffToken(server.url),
      }
      return { server, shared }
    }),
  )
  project.provide(
    'sharedServers',
    servers.map(({ shared }) => shared),
  )
  return async () => {
    await Promise.all(servers.map(({ server }) => server.stop()))
  }
}

function integrationEnv(): Record<string, string> {
  // The tests stand in for a reverse proxy: each visitor's X-Forwarded-For is its address.
  return { SITE_URL: 'http://localhost:3000', TRUST_PROXY: '1' }
}
