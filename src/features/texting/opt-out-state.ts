import crypto from 'node:crypto'
import { desc, inArray } from 'drizzle-orm'
import type { Payload } from 'payload'
import { rawDatabase } from '@/lib/payload/raw-database'
import { payloadSecret } from '@/lib/payload/secret'
import { countOptOut } from '@/lib/metrics/record.mjs'

export type ConsentChange = {
  phone: string
  action: 'opt-out' | 'opt-in'
  via: 'keyword' | 'reply' | 'web-form' | 'phone-call'
  keyword?: string
  /** What the person wrote, or staff's note of the call. */
  message?: string
  /** The staff member who recorded a request made by phone. */
  recordedBy?: number
}

/**
 * What the consent record keeps of an erased person's number (forgotten or anonymized): a keyed
 * hash, so the opt-out still holds (the firm must not text them again) while the number itself
 * is gone. Keyed with PAYLOAD_SECRET: a plain hash of a 10-digit number is undone by trying them.
 */
export const numberHash = (phone: string) =>
  `hmac:${crypto.createHmac('sha256', payloadSecret()).update(`sms-opt-out:${phone}`).digest('hex')}`

/** Whether a number (E.164) opted out: its latest consent change (plain or hashed) says so. */
export async function isOptedOut(payload: Payload, phone: string): Promise<boolean> {
  // One column of one row, straight from the table: every text asks, twice for an auto-reply
  // (when queued and when sent), and Payload's find read and shaped whole records for it.
  const { drizzle, tables } = rawDatabase(payload)
  const optOuts = tables.sms_opt_outs
  const [latest]: { action: string }[] = await drizzle
    .select({ action: optOuts.action })
    .from(optOuts)
    .where(inArray(optOuts.phone, [phone, numberHash(phone)]))
    .orderBy(desc(optOuts.id))
    .limit(1)
  return latest?.action === 'opt-out'
}

/** Records a change of a number's consent (a new row: the record is never rewritten). */
export async function recordConsentChange(payload: Payload, change: ConsentChange) {
  await payload.create({
    collection: 'sms-opt-outs',
    data: {
      ...change,
      keyword: change.keyword?.slice(0, 50),
      message: change.message?.slice(0, 2000),
    },
    overrideAccess: true,
    depth: 0,
  })
  if (change.action === 'opt-out') countOptOut(change.via)
}
