import type { Endpoint } from 'payload'
import { worksLeads } from '@/lib/access/roles'

export const callOutcomes = ['reached', 'no-answer', 'voicemail', 'wrong-number'] as const
export type CallOutcome = (typeof callOutcomes)[number]

/** The history line of a call (kept in English like the other system entries). */
const outcomeText: Record<CallOutcome, string> = {
  reached: 'reached',
  'no-answer': 'no answer',
  voicemail: 'voicemail',
  'wrong-number': 'wrong number',
}

/**
 * POST /cms/api/leads/:id/log-call {outcome, note} — an agent logs a call from the lead's page.
 * It goes to the history under their name; "reached" moves a new lead to contacted, which
 * records its first contact (and stops its escalation).
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
    const lead = await req.payload
      .findByID({
        collection: 'leads',
        id,
        depth: 0,
        req,
        overrideAccess: false,
        disableErrors: true,
      })
      .catch(() => null)
    if (!lead) return Response.json({ error: 'No such lead' }, { status: 404 })
    const reached = outcome === 'reached' && lead.status === 'new'
    await req.payload.update({
      collection: 'leads',
      id,
      data: {
        note: `Call: ${outcomeText[outcome]}${note ? ` — ${note}` : ''}`,
        ...(reached ? { status: 'contacted' as const } : {}),
      },
      req,
      overrideAccess: false,
      depth: 0,
    })
    return Response.json({ ok: true, firstContact: reached })
  },
}
