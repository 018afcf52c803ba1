import type { Access, SanitizedConfig, Where } from 'payload'
import { worksLeads } from './roles'

/** Collections whose documents carry a client's data (only lead workers open or lock them). */
const leadDataCollections = ['leads', 'lead-deliveries', 'lead-texts']

/**
 * Locks of globals and of the other collections: all who does not work leads may see. (Payload
 * queries a lock's collection with `equals` only, so the allowed ones are listed.)
 */
function notLeadData(config: SanitizedConfig): Where {
  const others = config.collections
    .filter((c) => c.lockDocuments !== false && !leadDataCollections.includes(c.slug))
    .map((c) => ({ 'document.relationTo': { equals: c.slug } }))
  return { or: [{ globalSlug: { exists: true } }, ...others] }
}

const lockedLeadData = (data: unknown) => {
  const relationTo = (data as { document?: { relationTo?: unknown } } | undefined)?.document
    ?.relationTo
  return typeof relationTo === 'string' && leadDataCollections.includes(relationTo)
}

const seeLocks: Access = ({ req }) =>
  !req.user ? false : worksLeads(req.user) || notLeadData(req.payload.config)
const createLocks: Access = ({ req, data }) =>
  Boolean(req.user) && (worksLeads(req.user) || !lockedLeadData(data))
const updateLocks: Access = ({ req, data }) => {
  if (!req.user) return false
  if (worksLeads(req.user)) return true
  return lockedLeadData(data) ? false : notLeadData(req.payload.config)
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
