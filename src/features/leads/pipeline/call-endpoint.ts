import type { Endpoint } from 'payload'
import { worksLeads } from '@/lib/access/roles'
import {
  callOutcomes,
  followUpAfterUnansweredCall,
  type CallOutcome,
} from '../messaging/unanswered-call'

/**
 * POST /cms/api/leads/:id/call-attempt { outcome } — records a call to the client: counts the
 * attempt and, when unanswered, schedules the call back. The lead page's "log a call" uses the
 * same function.
 */
export const callAttemptEndpoint: Endpoint = {
  path: '/:id/call-attempt',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return Response.json({ error: 'Log in as staff' }, { status: 401 })
    if (!worksLeads(req.user)) return Response.json({ error: 'Forbidden' }, { status: 403 })
    const body = (await req.json?.().catch(() => null)) as { outcome?: unknown } | null
    const outcome = body?.outcome as CallOutcome
    if (!callOutcomes.includes(outcome)) {
      return Response.json(
        { error: `outcome must be one of ${callOutcomes.join(', ')}` },
        { status: 400 },
      )
    }
    const id = Number(req.routeParams?.id)
    const lead = await req.payload
      .findByID({ collection: 'leads', id, depth: 0, disableErrors: true })
      .catch(() => null)
    if (!lead) return Response.json({ error: 'Not found' }, { status: 404 })
    return Response.json(
      await followUpAfterUnansweredCall(req.payload, id, outcome, new Date(), req),
    )
  },
}
