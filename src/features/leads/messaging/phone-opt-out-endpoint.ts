import type { Endpoint } from 'payload'
import { worksLeads } from '@/lib/access/roles'
import { requestedLead } from '../pipeline/requested-lead'
import { isOptedOut, recordConsentChange, usE164 } from '@/features/texting'

/**
 * POST /cms/api/leads/:id/sms-opt-out {note} — the client asked by phone (or any other way an
 * agent heard) to get no more texts: the lead's number is opted out of every text of the firm,
 * on record with the agent who heard it and their note. Asking again changes nothing.
 */
export const phoneOptOutEndpoint: Endpoint = {
  path: '/:id/sms-opt-out',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return Response.json({ error: 'Log in as staff' }, { status: 401 })
    if (!worksLeads(req.user)) return Response.json({ error: 'Forbidden' }, { status: 403 })
    const body = ((await req.json?.().catch(() => null)) ?? {}) as { note?: unknown }
    const note = typeof body.note === 'string' ? body.note.trim().slice(0, 2000) : ''
    const lead = await requestedLead(req)
    if (!lead) return Response.json({ error: 'No such lead' }, { status: 404 })
    const phone = usE164(lead.phone ?? '')
    if (!phone) return Response.json({ error: 'The lead has no US mobile number' }, { status: 409 })
    if (!(await isOptedOut(req.payload, phone))) {
      await recordConsentChange(req.payload, {
        phone,
        action: 'opt-out',
        via: 'phone-call',
        message: note || undefined,
        recordedBy: req.user.id as number,
      })
    }
    return Response.json({ ok: true, phone, optedOut: true })
  },
}
