// A consistent copy of the database while the site serves, with its rows per table and the audit
// trail's head read from that same copy (the manifest's figures, checked again after a restore).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import pg from 'pg'
import { BackupError } from './sealed-file.mjs'

/** @typedef {{ tables: Record<string, number>, auditHead: { seq: number, hash: string } | null }} Figures */

/** @param {string} url */
export const isPostgresUrl = (url) => /^postgres(ql)?:\/\//.test(url)

/** @param {string} url */
export function sqliteFile(url) {
  return path.resolve(url.replace(/^file:(\/\/(?=\/))?/, ''))
}

/** DATABASE_URL without its password, for messages. */
export const redacted = (/** @type {string} */ url) =>
  url.replace(/^(postgres(?:ql)?:\/\/[^:/@]*:)[^@]*@/, '$1***@')

/** @param {string} name */
const quoted = (name) => `"${name.replace(/"/g, '""')}"`

/**
 * Rows per table and the audit head, through `query` (one SQL string → rows).
 * @param {(sql: string) => Promise<Record<string, unknown>[]>} query
 * @param {string} listTables SQL giving each table's `name`
 * @returns {Promise<Figures>}
 */
export async function figuresOf(query, listTables) {
  /** @type {Record<string, number>} */
  const tables = {}
  for (const { name } of await query(listTables)) {
    const [row] = await query(`SELECT count(*) AS n FROM ${quoted(String(name))}`)
    tables[String(name)] = Number(row.n)
  }
  let auditHead = null
  if ('audit_events' in tables) {
    const [head] = await query('SELECT seq, hash FROM audit_events ORDER BY seq DESC LIMIT 1')
    if (head) auditHead = { seq: Number(head.seq), hash: String(head.hash) }
  }
  return { tables, auditHead }
}

export const sqliteTables =
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
export const postgresTables =
  "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' " +
  "AND table_type = 'BASE TABLE' ORDER BY table_name"

/** @param {import('@libsql/client').Client} client */
export const libsqlQuery = (client) => async (/** @type {string} */ sql) =>
  /** @type {Record<string, unknown>[]} */ ((await client.execute(sql)).rows)

/**
 * SQLite: `VACUUM INTO` a file of `workDir`. It reads in one transaction, so the copy is the
 * database at one instant; in WAL mode the site's writers go on meanwhile.
 * @param {string} url @param {string} workDir
 */
export async function snapshotSqlite(url, workDir) {
  const file = sqliteFile(url)
  if (!fs.existsSync(file))
    throw new BackupError(`DATABASE_URL (${url}): no SQLite file at ${file}`)
  const copy = path.join(workDir, 'database.sqlite')
  const client = createClient({ url: `file:${file}` })
  try {
    await client.execute('PRAGMA busy_timeout = 10000')
    await client.execute({ sql: 'VACUUM INTO ?', args: [copy] })
  } finally {
    client.close()
  }
  const reader = createClient({ url: `file:${copy}` })
  try {
    const figures = await figuresOf(libsqlQuery(reader), sqliteTables)
    return { figures, content: fs.createReadStream(copy) }
  } finally {
    reader.close()
  }
}

/**
 * A connected client of `url`, or the one line saying why not.
 * @param {string} url
 */
export async function postgresClient(url) {
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => {})
  try {
    await client.connect()
  } catch (error) {
    throw new BackupError(`DATABASE_URL (${redacted(url)}): PostgreSQL failed: ${String(error)}`)
  }
  return client
}

/**
 * PostgreSQL: a REPEATABLE READ transaction exports its snapshot, the rows are counted in it and
 * pg_dump (custom format) dumps that same snapshot, so manifest and dump agree.
 * @param {string} url
 * @param {(content: AsyncIterable<Buffer>, figures: Figures) => Promise<void>} write
 */
export async function snapshotPostgres(url, write) {
  const client = await postgresClient(url)
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const { rows } = await client.query('SELECT pg_export_snapshot() AS id')
    const figures = await figuresOf(async (sql) => (await client.query(sql)).rows, postgresTables)
    const dump = spawn(
      'pg_dump',
      ['--format=custom', `--snapshot=${rows[0].id}`, '--no-sync', `--dbname=${url}`],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let stderr = ''
    dump.stderr.on('data', (chunk) => (stderr += chunk))
    const exited = new Promise((resolve, reject) => {
      dump.once('error', (error) =>
        reject(
          new BackupError(
            `pg_dump could not run (${error.message}): install PostgreSQL's client ` +
              '(apt-get install -y postgresql-client)',
          ),
        ),
      )
      dump.once('close', resolve)
    })
    exited.catch(() => {})
    await write(dump.stdout, figures)
    const code = await exited
    if (code !== 0) throw new BackupError(`pg_dump failed (exit ${code}): ${stderr.trim()}`)
    await client.query('COMMIT')
  } finally {
    await client.end().catch(() => {})
  }
}
