import { createClient } from '@libsql/client'
import pg from 'pg'

/**
 * One SQL statement straight on the test database (SQLite file or PostgreSQL), as an attacker
 * with database access or the passage of time would change rows: `?` placeholders on both.
 */
export async function runSql(databaseUrl: string, statement: string, args: unknown[] = []) {
  if (databaseUrl.startsWith('file:')) {
    const client = createClient({ url: databaseUrl })
    try {
      // A running server may hold the write lock for a moment: wait for it as the server does,
      // rather than fail at once with SQLITE_BUSY (seen in CI on a loaded machine).
      await client.execute('PRAGMA busy_timeout = 10000')
      const result = await client.execute({ sql: statement, args: args as never })
      return result.rows as unknown as Record<string, unknown>[]
    } finally {
      client.close()
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    let index = 0
    const result = await client.query(
      statement.replace(/\?/g, () => `$${++index}`),
      args,
    )
    return result.rows as Record<string, unknown>[]
  } finally {
    await client.end()
  }
}
