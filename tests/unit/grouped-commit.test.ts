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

  it("lets each unit's later statements read the row its own first one wrote (a new lead's id)", async () => {
    // As a lead's outbox rows name the lead: the highest id when they run, that of their unit.
    await client.execute('create table children (parent integer not null, note text not null)')
    const children = sqliteTable('children', {
      parent: integer('parent').notNull(),
      note: text('note').notNull(),
    })
    const lead = (note: string) => () => [
      db.insert(rows).values({ note }),
      db.insert(children).values({ parent: sql`(SELECT max(id) FROM rows)`, note }),
    ]
    await Promise.all([
      atomicallyGrouped(payload, lead('ana')),
      atomicallyGrouped(payload, lead('luis')),
    ])
    expect(commits).toBe(1)
    const joined = await db
      .select({ parent: rows.note, child: children.note })
      .from(children)
      .innerJoin(rows, sql`${rows.id} = ${children.parent}`)
    expect(joined).toEqual([
      { parent: 'ana', child: 'ana' },
      { parent: 'luis', child: 'luis' },
    ])
  })

  it('commits units asked for in different turns apart', async () => {
    await atomicallyGrouped(payload, insert('one'))
    await atomicallyGrouped(payload, insert('two'))
    expect(commits).toBe(2)
    expect(await notes()).toEqual(['one', 'two'])
  })
})
