import type { Payload } from 'payload'
import { atomically, rawDatabase, type DrizzleBuilder } from './raw-database'

type Unit = {
  statements: DrizzleBuilder[]
  resolve: (results: unknown[]) => void
  reject: (error: unknown) => void
}

const pending: Unit[] = []

/**
 * `atomically`, for small writes that many posts and sends make at nearly the same moment (a new
 * lead with its outbox rows, each send's outcome): on SQLite the units asked for in one turn of
 * the event loop commit together, in one transaction. A commit is an fsync of the write-ahead log
 * (synchronous FULL: a lead's record survives a power cut), and the one thread that serves the
 * site waits on it; under a burst new leads and the alert's and the reply's outcomes of several
 * leads share one. A unit's statements run one after the other, so a statement that reads what
 * its unit wrote before it (the new lead's id) reads its own unit's row. Each unit stays atomic
 * (a group commits whole or not at all), and a group that fails runs its units again one by one,
 * so one unit's error is its own. PostgreSQL commits in parallel on its pool and groups commits
 * itself: there it is `atomically`.
 */
export function atomicallyGrouped(
  payload: Payload,
  build: (db: DrizzleBuilder) => DrizzleBuilder[],
): Promise<unknown[]> {
  const { drizzle, isSqlite } = rawDatabase(payload)
  if (!isSqlite) return atomically(payload, build)
  return new Promise((resolve, reject) => {
    pending.push({ statements: build(drizzle), resolve, reject })
    if (pending.length === 1) setImmediate(() => void commitGroup(drizzle))
  })
}

async function commitGroup(drizzle: DrizzleBuilder) {
  const units = pending.splice(0)
  if (units.length > 1) {
    try {
      const results: unknown[] = await drizzle.batch(units.flatMap((unit) => unit.statements))
      let at = 0
      for (const unit of units) {
        unit.resolve(results.slice(at, (at += unit.statements.length)))
      }
      return
    } catch {
      // Rolled back whole: each unit is tried alone below, and fails alone if it must.
    }
  }
  for (const unit of units) {
    await drizzle.batch(unit.statements).then(unit.resolve, unit.reject)
  }
}
