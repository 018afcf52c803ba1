import type { CollectionAfterChangeHook, CollectionAfterOperationHook } from 'payload'
import { recordRequestAudit } from './record'

const idOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

const viewedKey = 'auditedLeadViews'

/**
 * A staff member opened a lead: its admin page or its REST document (both are Payload's
 * findByID). Once per lead per request: the admin's page reads the document more than once.
 */
export const auditLeadView: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'findByID' || !req.user || !result) return result
  const id = (result as { id?: unknown }).id
  if (id === undefined) return result
  const seen = ((req.context[viewedKey] as Set<unknown> | undefined) ??= new Set())
  if (seen.has(id)) return result
  seen.add(id)
  await recordRequestAudit(req, { action: 'view', lead: id as number })
  return result
}

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
