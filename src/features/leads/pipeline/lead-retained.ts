import type { CollectionAfterChangeHook } from 'payload'
import type { Lead } from '@/payload-types'
import { queueWork } from './outbox-writes'

const idOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

/**
 * A lead that becomes retained queues a `lead.retained` event for the firm's webhook, in the same
 * update, with the matter as recorded then, so a practice-management system can open it.
 */
export const queueRetainedEvent: CollectionAfterChangeHook<Lead> = async ({
  doc,
  previousDoc,
  operation,
  req,
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
  await queueWork(req, doc.id, {
    channel: 'lead-event',
    target: 'lead.retained',
    data: {
      event: 'lead.retained',
      matter: {
        type: doc.matterType ?? null,
        attorney: attorneyId ? { id: attorneyId, name: attorney?.name ?? null } : null,
      },
    },
    dueAt: new Date().toISOString(),
  })
  return doc
}
