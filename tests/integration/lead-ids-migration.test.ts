import { describe, expect, it } from 'vitest'
import { freshDatabase } from '../support/database'
import { payloadCommand } from '../support/payload-cli'
import { runSql } from '../support/sql'

// Issue 33, item 7: the SQLite migration that makes every id AUTOINCREMENT rebuilds every table.
// Tried on a database as main left it (the migration taken back down), holding staff, leads, a
// booked call, texts, outbox rows, history and a deleted newest lead named by the audit trail:
// every row is kept, foreign keys hold, and the deleted lead's id is never given again.
// PostgreSQL's sequences never reuse an id (lead-lifecycle.test.ts proves it on both).
const migration = '20261127_071652_lead_lifecycle'

async function payloadCli(databaseUrl: string, command: string) {
  const result = await payloadCommand('payload', [command], {
    DATABASE_URL: databaseUrl,
    SKIP_SEED: '1',
  })
  if (result.code !== 0) throw new Error(`${command}: ${result.stdout}${result.stderr}`)
  return result.stdout + result.stderr
}

const at = '2026-01-01T00:00:00.000Z'
const tables = [
  'users',
  'users_roles',
  'leads',
  'leads_history',
  'bookings',
  'lead_texts',
  'lead_deliveries',
  'audit_events',
]

async function rowsOf(databaseUrl: string) {
  const all: Record<string, unknown[]> = {}
  for (const table of tables) {
    // Column order changes with the rebuild: rows compared as sorted key/value lists.
    const rows = await runSql(databaseUrl, `SELECT * FROM ${table} ORDER BY 1, 2`)
    all[table] = rows.map((row) => Object.entries(row).sort(([a], [b]) => a.localeCompare(b)))
  }
  return all
}

describe.runIf(process.env.TEST_ADAPTER !== 'postgres')('the AUTOINCREMENT migration', () => {
  it('keeps every row of an existing database and never gives a deleted lead’s id again', async () => {
    const databaseUrl = await freshDatabase('lead-ids-migration')
    // A fresh database is migrated to today; this migration alone is taken back down.
    await runSql(databaseUrl, 'UPDATE payload_migrations SET batch = 99 WHERE name = ?', [
      migration,
    ])
    const marked = await runSql(
      databaseUrl,
      'SELECT batch FROM payload_migrations WHERE name = ?',
      [migration],
    )
    expect(marked.map((row) => Number(row.batch))).toEqual([99])
    const rolledBack = await payloadCli(databaseUrl, 'migrate:down')
    const [leadsTable] = await runSql(
      databaseUrl,
      "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'leads'",
    )
    expect(String(leadsTable.sql), rolledBack).not.toContain('AUTOINCREMENT')

    const statements: [string, unknown[]][] = [
      [
        // Beside the first admin every test database starts with (create-staff, id 1).
        "INSERT INTO users (id, email, name, updated_at, created_at) VALUES (7, 'ana@firm.test', 'Ana', ?, ?)",
        [at, at],
      ],
      [
        "INSERT INTO users_roles (\"order\", parent_id, value) VALUES (1, 7, 'admin'), (2, 7, 'agent')",
        [],
      ],
      ...[1, 2, 3, 4, 5].map(
        (id) =>
          [
            "INSERT INTO leads (id, nombre, phone, kind, locale, received_at, spam, updated_at, created_at, assigned_to_id) VALUES (?, ?, ?, 'general', 'es', ?, 0, ?, ?, 7)",
            [id, `Persona ${id}`, `305000000${id}`, at, at, at],
          ] as [string, unknown[]],
      ),
      [
        "INSERT INTO leads_history (_order, _parent_id, id, at, by, action, detail) VALUES (1, 1, 'h1', ?, 'ana', 'note', 'Llamó')",
        [at],
      ],
      [
        "INSERT INTO bookings (lead_id, agent_id, start, \"end\", status, time_zone, locale, slot_key, updated_at, created_at) VALUES (1, 7, ?, ?, 'booked', 'America/New_York', 'es', 'k', ?, ?)",
        [at, at, at, at],
      ],
      [
        "INSERT INTO lead_texts (lead_id, direction, channel, phone, body, kind, updated_at, created_at) VALUES (2, 'in', 'sms', '+13050000002', 'Hola', 'inbound', ?, ?)",
        [at, at],
      ],
      [
        "INSERT INTO lead_deliveries (lead_id, channel, target, status, idempotency_key, updated_at, created_at) VALUES (3, 'email', 'x@example.com', 'delivered', 'k1', ?, ?)",
        [at, at],
      ],
      // The newest lead, read (an audit event names it) and deleted before the migration.
      [
        "INSERT INTO audit_events (seq, at, action, lead, prev_hash, hash) VALUES (999999, ?, 'lead.view', 5, 'test-prev', 'test-hash')",
        [at],
      ],
      ['DELETE FROM leads WHERE id = 5', []],
    ]
    for (const [statement, args] of statements) await runSql(databaseUrl, statement, args)
    const before = await rowsOf(databaseUrl)

    await payloadCli(databaseUrl, 'migrate')
    const [rebuilt] = await runSql(
      databaseUrl,
      "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'leads'",
    )
    expect(String(rebuilt.sql)).toContain('AUTOINCREMENT')
    expect(await rowsOf(databaseUrl)).toEqual(before)
    expect(await runSql(databaseUrl, 'PRAGMA foreign_key_check')).toEqual([])
    expect(await runSql(databaseUrl, 'PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }])
    // The next lead continues after the deleted one the audit trail names, not at its id.
    const [next] = await runSql(
      databaseUrl,
      "INSERT INTO leads (nombre, phone, kind, locale, received_at, spam, updated_at, created_at) VALUES ('Nueva', '3050000009', 'general', 'es', ?, 0, ?, ?) RETURNING id",
      [at, at, at],
    )
    expect(Number(next.id)).toBe(6)
  }, 180_000)
})
