import type { Payload } from 'payload'
import type { LeadText } from '@/payload-types'
import { countText } from '@/lib/metrics/record.mjs'
import { rawDatabase, type DrizzleBuilder } from '@/lib/payload/raw-database'
import { relationId } from '@/lib/payload/relation-id'

export type TextRecord = Omit<LeadText, 'id' | 'createdAt' | 'updatedAt'>

/**
 * Stores a text sent or received as evidence on its lead. A failure to store it is logged, not
 * thrown: the text went out, and the outbox must not send it again for that.
 */
export async function recordText(payload: Payload, text: TextRecord) {
  countText(text.direction, text.status)
  try {
    await payload.create({
      collection: 'lead-texts',
      data: { ...text, lead: await keptLead(payload, text.lead), body: text.body.slice(0, 5000) },
      overrideAccess: true,
      // The stored row is not read back: populating its lead (the default depth) cost a full
      // lead read per text sent.
      depth: 0,
    })
  } catch (error) {
    payload.logger.error({ err: error, msg: 'A text could not be stored on its lead' })
  }
}

/**
 * The lead a text belongs on: a duplicate folded into an earlier lead (its `mergedInto`) hands
 * its conversation to the kept lead, so a text its outbox sends after the merge (the duplicate's
 * auto-reply, still queued) lands where the agent reads the conversation.
 */
async function keptLead(payload: Payload, lead: TextRecord['lead']): Promise<TextRecord['lead']> {
  const id = relationId(lead)
  if (id === null || id === undefined) return lead
  const found = await payload
    .findByID({
      collection: 'leads',
      id: Number(id),
      depth: 0,
      select: { mergedInto: true },
      overrideAccess: true,
      disableErrors: true,
    })
    .catch(() => null)
  const kept = relationId(found?.mergedInto)
  return kept === null || kept === undefined ? lead : Number(kept)
}

/**
 * A sent text's row as one statement of a caller's atomic write (the outbox writes it with the
 * send's outcome: one commit, not two). `lead` is the lead it belongs on, a merge already
 * followed. Counted in the metrics here, as recordText does.
 */
export function textStatement(payload: Payload, db: DrizzleBuilder, text: TextRecord) {
  const now = new Date().toISOString()
  return db.insert(rawDatabase(payload).tables.lead_texts).values({
    lead: relationId(text.lead),
    direction: text.direction,
    channel: text.channel,
    phone: text.phone,
    body: text.body.slice(0, 5000),
    kind: text.kind,
    sentBy: relationId(text.sentBy) ?? null,
    providerId: text.providerId,
    status: text.status,
    createdAt: now,
    updatedAt: now,
  })
}

/** Counts a text stored by textStatement, once its write committed. */
export const countStoredText = (text: TextRecord) => countText(text.direction, text.status)
