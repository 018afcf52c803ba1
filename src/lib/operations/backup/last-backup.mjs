import { createClient } from '@libsql/client'
import { lastBackupKey } from './last-backup-key.mjs'
import { isPostgresUrl, postgresClient, sqliteFile } from './snapshot.mjs'

/**
 * Writes down, in the database it copied, that a backup succeeded: every instance then reports its
 * time (`backup_last_success_timestamp_seconds`) and an alert rule catches a cron job that stopped
 * (deploy/prometheus-rules.yml). The table is Payload's own key-value store; the site reads it
 * with `payload.kv.get`.
 * @param {string} databaseUrl
 * @param {{ at: Date, bytes: number }} backup
 */
export async function recordBackupSuccess(databaseUrl, { at, bytes }) {
  const data = JSON.stringify({ at: at.toISOString(), bytes })
  if (isPostgresUrl(databaseUrl)) {
    const client = await postgresClient(databaseUrl)
    try {
      await client.query(
        `INSERT INTO payload_kv (key, data) VALUES ($1, $2::jsonb)
         ON CONFLICT (key) DO UPDATE SET data = excluded.data`,
        [lastBackupKey, data],
      )
    } finally {
      await client.end()
    }
    return
  }
  const client = createClient({ url: `file:${sqliteFile(databaseUrl)}` })
  try {
    // The site writes the same file meanwhile: wait for its lock as the site's adapter does.
    await client.execute('PRAGMA busy_timeout = 5000')
    await client.execute({
      sql: `INSERT INTO payload_kv (key, data) VALUES (?, ?)
            ON CONFLICT (key) DO UPDATE SET data = excluded.data`,
      args: [lastBackupKey, data],
    })
  } finally {
    client.close()
  }
}
