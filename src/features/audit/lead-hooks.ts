import type { CollectionAfterChangeHook } from 'payload'
import { recordRequestAudit } from './record'

const idOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

/** A lead's status or agent changed (by staff or the site's own code): from what to what. */
export const auditLeadChanges: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !previousDoc) return doc
  if (doc.status !== previousDoc.status) {
    await recordRequestAudit(req, {
      action: 'status',
      lead: doc.id,
      details: { from: previousDoc.status ?? null, to: doc.status ?? null },
    })
  }
  const [before, after] = [idOf(previousDoc.assignedTo) ?? null, idOf(doc.assignedTo) ?? null]
  if (before !== after) {
    await recordRequestAudit(req, {
      action: 'assignment',
      lead: doc.id,
      details: { from: before, to: after },
    })
  }
  return doc
}
