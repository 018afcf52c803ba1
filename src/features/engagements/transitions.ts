import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'
import { letterHash } from './letter'
import { prepareLetter } from './prepare'
import { queueEngagementTexts } from './queue'
import { retainWhenComplete } from './retained'
import { relationId } from '@/lib/payload/relation-id'

export const engagementStatuses = ['draft', 'sent', 'signed', 'countersigned', 'void'] as const
export type EngagementStatus = (typeof engagementStatuses)[number]

/** Set on `req.context` by the sign page's own write: the one way to `signed`. */
export const signingContext = 'engagementSigning'

/**
 * What staff may do to a letter through the admin or the API. `signed` is only ever the client's
 * act on the sign page (signingContext); a signed letter is countersigned, never sent again.
 */
const staffMoves: Record<EngagementStatus | 'new', EngagementStatus[]> = {
  new: ['draft', 'sent'],
  draft: ['draft', 'sent', 'void'],
  sent: ['sent', 'void'],
  void: ['void', 'sent'],
  signed: ['signed', 'countersigned'],
  countersigned: ['countersigned'],
}

const letterFields = ['lead', 'template', 'feeCents', 'paymentPlan', 'attorney'] as const
/**
 * The letter's life: allowed moves only; its terms frozen once sent (void it and send again to
 * change them); sending merges and keeps the letter as the client will read it, with its hash.
 */
export const engagementBeforeChange: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
  context,
}) => {
  const from = (operation === 'create' ? 'new' : originalDoc?.status) as EngagementStatus | 'new'
  const to = (data.status ?? (from === 'new' ? 'draft' : from)) as EngagementStatus
  data.status = to
  const signing = context[signingContext] === true
  if (signing ? !(from === 'sent' && to === 'signed') : !staffMoves[from]?.includes(to)) {
    throw new APIError(`An engagement cannot go from ${from} to ${to}`, 403, undefined, true)
  }
  if (from !== 'new' && from !== 'draft' && from !== 'void') {
    for (const field of letterFields) {
      if (
        field in data &&
        String(relationId(data[field]) ?? '') !== String(relationId(originalDoc?.[field]) ?? '')
      ) {
        throw new APIError(
          'A sent letter cannot be changed: void it and send a new one',
          403,
          undefined,
          true,
        )
      }
    }
  }
  const now = new Date()
  if (to === 'sent' && from !== 'sent') {
    const { letter } = await prepareLetter(req, { ...originalDoc, ...data }, now)
    data.letter = letter
    data.letterSha256 = letterHash(letter)
    data.locale = letter.locale
    data.sentAt = now.toISOString()
    data.evidence = {}
  }
  if (to === 'countersigned' && from === 'signed') {
    data.countersignedAt = now.toISOString()
    data.countersignedBy = req.user?.id ?? null
  }
  if (to === 'void' && from !== 'void') data.voidedAt = now.toISOString()
  return data
}

/**
 * A letter just sent: its link by text and e-mail, and the reminders at 24 h and 72 h. A letter
 * just countersigned retains its lead when nothing else is due (retained.ts).
 */
export const engagementAfterChange: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (doc.status === 'sent' && (operation === 'create' || previousDoc?.status !== 'sent')) {
    await queueEngagementTexts(req.payload, doc, req)
  }
  if (doc.status === 'countersigned' && previousDoc?.status !== 'countersigned') {
    await retainWhenComplete(req.payload, doc.id, req)
  }
  return doc
}
