import type { TestProject } from 'vitest/node'
import { emptyTemplateDatabase, freshDatabase, copyFreshDatabasesFrom } from './database'
import { createStaff } from './create-staff.mjs'
import { firstStaff, firstStaffToken } from './http'
import { startServer } from './server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    databaseUrl: string
    staffToken: string
  }
}

/**
 * Integration tests talk to a real server (server.mjs) on a fresh database of the selected
 * adapter. The run's template is built first by a server's own first start (migrations, sample
 * content) and `npm run create-staff` (the first admin); every fresh database of the run, this
 * one included, is a copy of it.
 */
export default async function setup(project: TestProject) {
  const template = await emptyTemplateDatabase()
  await (await startServer({ DATABASE_URL: template, ...integrationEnv() })).stop()
  // The first admin, made as an operator makes it (the site refuses first-register).
  await createStaff(template, { ...firstStaff, role: 'admin' })
  copyFreshDatabasesFrom(template)
  const databaseUrl = await freshDatabase('integration')
  const server = await startServer({ DATABASE_URL: databaseUrl, ...integrationEnv() })
  project.provide('baseURL', server.url)
  project.provide('databaseUrl', databaseUrl)
  project.provide('staffToken', await firstStaffToken(server.url))
  return async () => {
    await server.stop()
  }
}

function integrationEnv(): Record<string, string> {
  // The tests stand in for a reverse proxy: each visitor's X-Forwarded-For is its address.
  return { SITE_URL: 'http://localhost:3000', TRUST_PROXY: '1' }
}
