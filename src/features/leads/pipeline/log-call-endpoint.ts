import type { Endpoint } from 'payload'
import { worksLeads } from '@/lib/access/roles'
import { requestedLead } from './requested-lead'
import {
  callOutcomes,
  followUpAfterUnansweredCall,
  type CallOutcome,
} from '../messaging/unanswered-call'

/** How a call reads in the note of its history entry (system entries are kept in English). */
const outcomeText: Record<CallOutcome, string> = {
  reached: 'reached',
  'no-answer': 'no answer',
  voicemail: 'voicemail',
  'wrong-number': 'wrong number',
}

/**
 * POST /cms/api/leads/:id/log-call {outcome, note} — an agent logs a call from the lead's page.
 * "Reached" moves a new lead to contacted, which records its first contact (and stops its
 * escalation); the agent's note goes to the history under their name. Every call is counted and
 * written to the history, and an unanswered one gets its call back on its own
 * (followUpAfterUnansweredCall).
 */
export const logCallEndpoint: Endpoint = {
  path: '/:id/log-call',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return Response.json({ error: 'Log in as staff' }, { status: 401 })
    if (!worksLeads(req.user)) return Response.json({ error: 'Forbidden' }, { status: 403 })
    const id = Number(req.routeParams?.id)
    const body = ((await req.json?.().catch(() => null)) ?? {}) as {
      outcome?: unknown
      note?: unknown
    }
    const outcome = body.outcome as CallOutcome
    if (!callOutcomes.includes(outcome)) {
      return Response.json(
        { error: `outcome must be one of ${callOutcomes.join(', ')}` },
        { status: 400 },
      )
    }
    const note = typeof body.note === 'string' ? body.note.trim().slice(0, 2000) : ''
    const lead = await requestedLead(req)
    if (!lead) return Response.json({ error: 'No such lead' }, { status: 404 })
    const reached = outcome === 'reached' && lead.status === 'new'
    if (reached || note) {
      await req.payload.update({
        collection: 'leads',
        id,
        data: {
          ...(note ? { note: `Call: ${outcomeText[outcome]} — ${note}` } : {}),
          ...(reached ? { status: 'contacted' as const } : {}),
        },
        req,
        overrideAccess: false,
        depth: 0,
      })
    }
    const followUp = await followUpAfterUnansweredCall(req.payload, id, outcome, new Date(), req)
    return Response.json({ ok: true, firstContact: reached, ...followUp })
  },
}
