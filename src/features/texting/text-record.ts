import type { Payload } from 'payload'
import type { Lead, LeadText } from '@/payload-types'
import { countText } from '@/lib/metrics/record.mjs'
import { rawDatabase, type DrizzleBuilder } from '@/lib/payload/raw-database'
import { relationId } from '@/lib/payload/relation-id'

export type TextRecord = Omit<LeadText, 'id' | 'createdAt' | 'updatedAt'>

/**
 * Stores a text sent or received as evidence on its lead. A failure to store it is logged, not
 * thrown: the text went out, and the outbox must not send it again for that. The row is the one
 * the outbox writes with a send's outcome (textStatement): lead texts have no hooks to run.
 */
export async function recordText(payload: Payload, text: TextRecord) {
  try {
    const kept = onKeptLead(text, await mergedIntoOf(payload, text.lead))
    await textStatement(payload, rawDatabase(payload).drizzle, kept)
    countStoredText(kept)
  } catch (error) {
    payload.logger.error({ err: error, msg: 'A text could not be stored on its lead' })
  }
}

/**
 * The lead a text belongs on: a duplicate folded into an earlier lead (its `mergedInto`) hands
 * its conversation to the kept lead, so a text its outbox sends after the merge (the duplicate's
 * auto-reply, still queued) lands where the agent reads the conversation.
 */
export function onKeptLead(text: TextRecord, mergedInto: Lead['mergedInto']): TextRecord {
  const kept = relationId(mergedInto)
  return kept === null || kept === undefined ? text : { ...text, lead: Number(kept) }
}

/** The lead a text's lead was folded into, if any. */
async function mergedIntoOf(payload: Payload, lead: TextRecord['lead']) {
  const id = relationId(lead)
  if (id === null || id === undefined) return null
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
  return found?.mergedInto ?? null
}

/**
 * A sent text's row as one statement of a caller's atomic write (the outbox writes it with the
 * send's outcome: one commit, not two). `lead` is the lead it belongs on, a merge already
 * followed (onKeptLead). Counted in the metrics by countStoredText once it committed.
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
