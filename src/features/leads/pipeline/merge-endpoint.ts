import type { Endpoint, PayloadRequest } from 'payload'
import { worksLeads } from '@/lib/access/roles'
import { withHistory } from './history'

const idOf = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

const refuse = (error: string, status: number) => Response.json({ error }, { status })

/**
 * What belongs to the conversation, kept on the lead that stays: its texts and booked calls.
 * Opt-outs are kept per number, so they already stop texts to every lead of it.
 */
const personRecords = ['lead-texts', 'bookings'] as const

async function moveRecords(req: PayloadRequest, from: number, to: number) {
  for (const collection of personRecords) {
    await req.payload.update({
      collection,
      where: { lead: { equals: from } },
      data: { lead: to },
      req,
      overrideAccess: true,
      depth: 0,
    })
  }
}

/**
 * POST /cms/api/leads/:id/merge — folds a lead flagged as a duplicate into the earlier lead it
 * duplicates. Both keep their evidence: the duplicate becomes `merged`, points to the survivor,
 * and both histories say so. Its texts and bookings move to the survivor, so the conversation
 * continues there; merging records no first contact.
 */
export const mergeLeadEndpoint: Endpoint = {
  path: '/:id/merge',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return refuse('Log in as staff to merge leads', 401)
    if (!worksLeads(req.user)) return refuse('Forbidden', 403)
    const find = (id: unknown) =>
      req.payload
        .findByID({ collection: 'leads', id: Number(id), depth: 0, disableErrors: true })
        .catch(() => null)
    const duplicate = await find(req.routeParams?.id)
    if (!duplicate) return refuse('Not found', 404)
    if (duplicate.status === 'merged') return refuse('This lead is already merged', 409)
    const survivor = await find(idOf(duplicate.duplicateOf))
    if (!survivor) return refuse('This lead is not flagged as a duplicate', 409)
    if (survivor.status === 'merged') return refuse('The earlier lead is itself merged', 409)

    await moveRecords(req, duplicate.id, survivor.id)
    await req.payload.update({
      collection: 'leads',
      id: survivor.id,
      data: {},
      req,
      overrideAccess: true,
      context: withHistory({ action: 'merge', detail: `#${duplicate.id} → #${survivor.id}` }),
    })
    await req.payload.update({
      collection: 'leads',
      id: duplicate.id,
      data: { status: 'merged', mergedInto: survivor.id },
      req,
      overrideAccess: true,
      context: withHistory({ action: 'merge', detail: `#${duplicate.id} → #${survivor.id}` }),
    })
    return Response.json({ status: 'merged', mergedInto: survivor.id })
  },
}
