import type { Access, SanitizedConfig, Where } from 'payload'
import { worksLeads } from './roles'

/** Collections whose documents carry a client's data (only lead workers open or lock them). */
const leadDataCollections = ['leads', 'lead-deliveries', 'lead-texts']

/** Another staff member's locks on lead data are out of sight for who does not work leads. */
const notLeadData: Where = {
  or: [
    { globalSlug: { exists: true } },
    { 'document.relationTo': { not_in: leadDataCollections } },
  ],
}

const lockedLeadData = (data: unknown) => {
  const relationTo = (data as { document?: { relationTo?: unknown } } | undefined)?.document
    ?.relationTo
  return typeof relationTo === 'string' && leadDataCollections.includes(relationTo)
}

const seeLocks: Access = ({ req }) => (!req.user ? false : worksLeads(req.user) || notLeadData)
const createLocks: Access = ({ req, data }) =>
  Boolean(req.user) && (worksLeads(req.user) || !lockedLeadData(data))
const updateLocks: Access = ({ req, data }) => {
  if (!req.user) return false
  if (worksLeads(req.user)) return true
  return lockedLeadData(data) ? false : notLeadData
}

/**
 * Payload adds its `payload-locked-documents` collection itself, open to every staff member:
 * an editor could lock a lead (the agent's save then answers 423) or list and delete lead
 * locks. Its access is set here, on the built config, since Payload offers no option for it.
 * Payload's admin reads locks with the user's access too, so editors keep their own locking.
 */
export function guardLeadLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((c) => c.slug === 'payload-locked-documents')
  if (locks) {
    Object.assign(locks.access, {
      read: seeLocks,
      create: createLocks,
      update: updateLocks,
      delete: seeLocks,
    })
  }
  return config
}
