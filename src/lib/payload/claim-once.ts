import { eq } from 'drizzle-orm'
import type { Payload } from 'payload'
import { rawDatabase } from './raw-database'

/**
 * Claims `key` for this caller, once across every instance sharing the database: the key's UNIQUE
 * index in Payload's key-value table lets one insert win, however many race. True for the winner.
 * For work that must happen once (a day's backup, a Stripe event, a lead becoming retained).
 */
export async function claimOnce(payload: Payload, key: string): Promise<boolean> {
  const { drizzle, tables } = rawDatabase(payload)
  const kv = tables.payload_kv
  const claimed = await drizzle
    .insert(kv)
    .values({ key, data: { claimedAt: new Date().toISOString() } })
    .onConflictDoNothing()
    .returning({ key: kv.key })
  return claimed.length === 1
}

/** Gives a claim back when the work it guarded failed, so a later try may claim it again. */
export async function releaseClaim(payload: Payload, key: string): Promise<void> {
  const { drizzle, tables } = rawDatabase(payload)
  await drizzle.delete(tables.payload_kv).where(eq(tables.payload_kv.key, key))
}
