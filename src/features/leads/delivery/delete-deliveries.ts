import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * A lead's delivery rows go with it: their `lead` column is NOT NULL, so the foreign key's
 * `ON DELETE SET NULL` would refuse the delete. Same request, so the same transaction.
 */
export const deleteLeadDeliveries: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'lead-deliveries',
    where: { lead: { equals: id } },
    req,
    overrideAccess: true,
  })
}
