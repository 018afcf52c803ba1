import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { tmpDir } from './production-server.mjs'

export { tmpDir }

/**
 * Set by the integration run's global set-up once it has built the run's template: a database
 * migrated and loaded with the sample content by the site's own first start. A fresh database is
 * then a copy of it, and each test server skips the seeding (about 20 s of every first start).
 */
const templateVariable = 'TEST_TEMPLATE_DATABASE'

/**
 * A fresh database for one test run, as the site's first start leaves it (migrated, sample
 * content, the first admin of `firstStaff` and no leads): a new SQLite file, or a PostgreSQL database beside
 * TEST_DATABASE_URL (that one itself for the shared server), copied from the run's template when
 * there is one, else empty.
 */
export async function freshDatabase(name: string): Promise<string> {
  const template = process.env[templateVariable]
  if (process.env.TEST_ADAPTER === 'postgres') {
    const postgresUrl = process.env.TEST_DATABASE_URL
    if (!postgresUrl) throw new Error('TEST_ADAPTER=postgres needs TEST_DATABASE_URL')
    const url = name === 'integration' ? postgresUrl : siblingUrl(postgresUrl, name)
    await recreatePostgres(url, template)
    return url
  }
  const url = emptySqliteUrl(name)
  if (template) {
    for (const suffix of ['', '-wal']) {
      const from = template.slice('file:'.length) + suffix
      if (fs.existsSync(from)) fs.copyFileSync(from, url.slice('file:'.length) + suffix)
    }
  }
  return url
}

/**
 * An empty database for the run's template; `copyFreshDatabasesFrom` afterwards makes every fresh database
 * of this process and of the test files it starts a copy of it.
 */
export async function emptyTemplateDatabase(): Promise<string> {
  delete process.env[templateVariable]
  return freshDatabase('template')
}

export function copyFreshDatabasesFrom(databaseUrl: string) {
  process.env[templateVariable] = databaseUrl
}

function emptySqliteUrl(name: string) {
  fs.mkdirSync(tmpDir, { recursive: true })
  const file = path.join(tmpDir, `${name}.db`)
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true })
  return `file:${file}`
}

/** A second database beside TEST_DATABASE_URL's, for a server of its own. */
function siblingUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl)
  url.pathname = `/${`${url.pathname.slice(1)}_${name}`.replace(/[^\w]/g, '_')}`
  return url.toString()
}

/** Drops and creates the database of `url`, as a copy of the template's when one is given. */
async function recreatePostgres(url: string, templateUrl: string | undefined) {
  const target = new URL(url).pathname.slice(1)
  const maintenance = new URL(url)
  maintenance.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: maintenance.toString() })
  await admin.connect()
  try {
    // A server of an earlier test that was killed may still hold a connection.
    await admin.query(`DROP DATABASE IF EXISTS "${target}" WITH (FORCE)`)
    const template = templateUrl ? ` TEMPLATE "${new URL(templateUrl).pathname.slice(1)}"` : ''
    await admin.query(`CREATE DATABASE "${target}"${template}`)
  } finally {
    await admin.end()
  }
}
