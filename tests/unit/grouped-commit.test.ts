import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/libsql'
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import type { Payload } from 'payload'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { atomicallyGrouped } from '@/lib/payload/grouped-commit'

// A real SQLite file through the same driver and builder as Payload's adapter; the test stands
// in only for the Payload object around it (its `db.name` and `db.drizzle`).
const rows = sqliteTable('rows', {
  id: integer('id').primaryKey(),
  note: text('note').notNull().unique(),
})

let dir: string
let client: ReturnType<typeof createClient>
let db: ReturnType<typeof drizzle>
let payload: Payload
let commits: number

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grouped-commit-'))
  client = createClient({ url: `file:${path.join(dir, 'test.db')}` })
  await client.execute('create table rows (id integer primary key, note text not null unique)')
  db = drizzle(client)
  // Counts the transactions the driver runs (one batch, one transaction).
  commits = 0
  const batch = client.batch.bind(client)
  client.batch = ((...args: Parameters<typeof batch>) => {
    commits++
    return batch(...args)
  }) as typeof client.batch
  payload = { db: { name: 'sqlite', drizzle: db, tables: {} } } as unknown as Payload
})

afterEach(() => {
  client.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const insert = (note: string) => () => [db.insert(rows).values({ note })]
const notes = async () =>
  (await db.select({ note: rows.note }).from(rows).orderBy(rows.id)).map((row) => row.note)

describe('atomicallyGrouped (SQLite)', () => {
  it('commits the units asked for in one turn in one transaction, each with its own results', async () => {
    const results = await Promise.all([
      atomicallyGrouped(payload, () => [
        db.insert(rows).values({ note: 'alert' }).returning({ note: rows.note }),
      ]),
      atomicallyGrouped(payload, () => [
        db.insert(rows).values({ note: 'reply' }).returning({ note: rows.note }),
        db.select({ n: sql<number>`count(*)` }).from(rows),
      ]),
    ])
    expect(commits).toBe(1)
    expect(results[0]).toEqual([[{ note: 'alert' }]])
    expect(results[1]).toEqual([[{ note: 'reply' }], [{ n: 2 }]])
    expect(await notes()).toEqual(['alert', 'reply'])
  })

  it("keeps one unit's failure its own: the others of its group are stored", async () => {
    await atomicallyGrouped(payload, insert('taken'))
    const outcomes = await Promise.allSettled([
      atomicallyGrouped(payload, insert('first')),
      // Violates the unique note: this unit alone fails, whole (its second row is not kept).
      atomicallyGrouped(payload, () => [
        db.insert(rows).values({ note: 'second' }),
        db.insert(rows).values({ note: 'taken' }),
      ]),
      atomicallyGrouped(payload, insert('third')),
    ])
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ])
    expect(await notes()).toEqual(['taken', 'first', 'third'])
  })

  it('commits units asked for in different turns apart', async () => {
    await atomicallyGrouped(payload, insert('one'))
    await atomicallyGrouped(payload, insert('two'))
    expect(commits).toBe(2)
    expect(await notes()).toEqual(['one', 'two'])
  })
})
