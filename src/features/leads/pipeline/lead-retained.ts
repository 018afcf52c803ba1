import type { CollectionAfterChangeHook } from 'payload'
import type { Lead } from '@/payload-types'
import { relationId as idOf } from '@/lib/payload/relation-id'
import { queueWork } from './outbox-writes'

/**
 * Set on the update's `context` by a feature that retains a lead by itself (a signed,
 * countersigned and paid engagement letter): what the `lead.retained` event carries beside the
 * matter, so the practice-management system receives the letter's hash and the fees paid.
 */
export const retainedEvidenceContext = 'retainedEvidence'

export type RetainedEvidence = {
  letter: {
    engagement: number
    sha256: string | null
    signedAt: string | null
    countersignedAt: string | null
  }
  payments: {
    id: number
    amountCents: number
    currency: string
    status: string
    paidAt: string | null
    receiptUrl: string | null
  }[]
}

/**
 * A lead that becomes retained queues a `lead.retained` event for the firm's webhook, in the same
 * update, with the matter as recorded then, so a practice-management system can open it.
 */
export const queueRetainedEvent: CollectionAfterChangeHook<Lead> = async ({
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  if (operation !== 'update' || doc.status !== 'retained' || previousDoc?.status === 'retained') {
    return doc
  }
  const attorneyId = idOf(doc.responsibleAttorney) as number | null
  const attorney = attorneyId
    ? await req.payload
        .findByID({ collection: 'attorneys', id: attorneyId, depth: 0, req })
        .catch(() => null)
    : null
  const evidence = context[retainedEvidenceContext] as RetainedEvidence | undefined
  await queueWork(req, doc.id, {
    channel: 'lead-event',
    target: 'lead.retained',
    data: {
      event: 'lead.retained',
      matter: {
        type: doc.matterType ?? null,
        attorney: attorneyId ? { id: attorneyId, name: attorney?.name ?? null } : null,
      },
      ...(evidence ? { letter: evidence.letter, payments: evidence.payments } : {}),
    },
    dueAt: new Date().toISOString(),
  })
  return doc
}
