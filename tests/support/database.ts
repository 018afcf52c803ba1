import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'

export const tmpDir = path.resolve(import.meta.dirname, '../.tmp')

/**
 * A fresh, empty database for one test run: a new SQLite file, or the PostgreSQL database named by
 * TEST_DATABASE_URL with its public schema dropped and recreated.
 */
export async function freshDatabase(name: string): Promise<string> {
  const postgresUrl = process.env.TEST_DATABASE_URL
  if (process.env.TEST_ADAPTER === 'postgres') {
    if (!postgresUrl) throw new Error('TEST_ADAPTER=postgres needs TEST_DATABASE_URL')
    const url = name === 'integration' ? postgresUrl : await siblingDatabase(postgresUrl, name)
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;')
    await client.end()
    return url
  }
  fs.mkdirSync(tmpDir, { recursive: true })
  const file = path.join(tmpDir, `${name}.db`)
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true })
  return `file:${file}`
}

/** A second database beside TEST_DATABASE_URL's (created once), for a server of its own. */
async function siblingDatabase(baseUrl: string, name: string): Promise<string> {
  const url = new URL(baseUrl)
  const database = `${url.pathname.slice(1)}_${name}`.replace(/[^\w]/g, '_')
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${database}"`)
  await admin.end()
  url.pathname = `/${database}`
  return url.toString()
}
