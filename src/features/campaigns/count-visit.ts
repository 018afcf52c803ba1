import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { rawDatabase } from '@/lib/payload/raw-database'

/**
 * Writes a page's row of a day in one upsert, atomic on both adapters: `add` one more visit
 * (concurrent beacons on several instances never lose one), or `set` the count (the seed).
 */
export async function writeVisits(
  payload: Payload,
  page: number,
  day: string,
  change: { add: 1 } | { set: number },
) {
  const { drizzle, tables } = rawDatabase(payload)
  const visits = tables.campaign_visits
  const now = new Date().toISOString()
  const count = 'add' in change ? 1 : change.set
  await drizzle
    .insert(visits)
    .values({ page, day, count, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [visits.page, visits.day],
      set: { count: 'add' in change ? sql`${visits.count} + 1` : count, updatedAt: now },
    })
}

/** One more visit of a campaign page on a day. */
export const countVisit = (payload: Payload, page: number, day: string) =>
  writeVisits(payload, page, day, { add: 1 })
