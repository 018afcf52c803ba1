import { createClient } from '@libsql/client'
import {
  isPostgresUrl,
  libsqlQuery,
  postgresClient,
  sqliteFile,
} from '../../lib/operations/backup/snapshot.mjs'

const page = 1000
const columns =
  'id, seq, at, action, "user", user_id, lead, ip, details, prev_hash, hash FROM audit_events'

/**
 * A stored row as the chain reads an event (chain.mjs): the fields Payload hands the server when
 * it writes one. PostgreSQL gives numerics as strings and jsonb parsed; SQLite gives JSON as text.
 * @param {Record<string, unknown>} row
 */
function asEvent(row) {
  const number = (value) => (value === null || value === undefined ? null : Number(value))
  const details = typeof row.details === 'string' ? JSON.parse(row.details) : row.details
  return {
    id: row.id,
    seq: Number(row.seq),
    at: row.at instanceof Date ? row.at.toISOString() : String(row.at),
    action: String(row.action),
    user: row.user ?? null,
    userId: number(row.user_id),
    lead: number(row.lead),
    ip: row.ip ?? null,
    details: details ?? null,
    prevHash: String(row.prev_hash),
    hash: String(row.hash),
  }
}

/**
 * Every audit event of the database at `databaseUrl`, in `seq` order, a page at a time, read
 * straight from its table (no Payload start: `npm run audit:verify` is an operator's check that
 * must answer in a second, also while the site writes the same SQLite file).
 * @param {string} databaseUrl
 */
export async function* storedAuditEvents(databaseUrl) {
  const { query, close } = await openDatabase(databaseUrl)
  try {
    for (let offset = 0; ; offset += page) {
      const rows = await query(`SELECT ${columns} ORDER BY seq, id LIMIT ${page} OFFSET ${offset}`)
      yield* rows.map(asEvent)
      if (rows.length < page) return
    }
  } finally {
    await close()
  }
}

/**
 * The database at `databaseUrl` as one SQL string → rows, on either adapter.
 * @param {string} databaseUrl
 */
async function openDatabase(databaseUrl) {
  if (isPostgresUrl(databaseUrl)) {
    const client = await postgresClient(databaseUrl)
    return {
      query: async (/** @type {string} */ sql) => (await client.query(sql)).rows,
      close: () => client.end(),
    }
  }
  const client = createClient({ url: `file:${sqliteFile(databaseUrl)}` })
  await client.execute('PRAGMA busy_timeout = 5000')
  const rows = libsqlQuery(client)
  return {
    // libSQL's rows are array-like objects: spread into plain ones before reading by name.
    query: async (/** @type {string} */ sql) => (await rows(sql)).map((row) => ({ ...row })),
    close: async () => client.close(),
  }
}
