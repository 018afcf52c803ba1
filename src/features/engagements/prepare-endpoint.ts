import type { Endpoint } from 'payload'
import { hasRole } from '@/lib/access/roles'
import { relationId } from '@/lib/payload/relation-id'

/**
 * POST /cms/api/engagements/prepare {lead} — "Prepare a letter" on the lead's page (admins, who
 * hold the attorneys' accounts): a draft letter with the template in the client's language and
 * the lead's attorney, for the admin to finish, preview and send. 201 with its id.
 */
export const prepareLetterEndpoint: Endpoint = {
  path: '/prepare',
  method: 'post',
  handler: async (req) => {
    if (!hasRole(req.user as never, 'admin')) {
      return Response.json({ error: 'Forbidden' }, { status: 403 })
    }
    const body = (await req.json?.().catch(() => null)) as { lead?: unknown } | null
    const leadId = Number(body?.lead)
    if (!Number.isInteger(leadId) || leadId <= 0) {
      return Response.json({ error: 'lead is required' }, { status: 400 })
    }
    const lead = await req.payload
      .findByID({ collection: 'leads', id: leadId, depth: 0, disableErrors: true, req })
      .catch(() => null)
    if (!lead) return Response.json({ error: 'Not found' }, { status: 404 })
    const language = lead.locale === 'en' ? 'en' : 'es'
    const templates = await req.payload.find({
      collection: 'engagement-templates',
      sort: 'createdAt',
      depth: 0,
      limit: 50,
      req,
    })
    const template =
      templates.docs.find((candidate) => candidate.language === language) ?? templates.docs[0]
    if (!template) {
      return Response.json({ error: 'No engagement template: add one first' }, { status: 409 })
    }
    const draft = await req.payload.create({
      collection: 'engagements',
      data: {
        lead: leadId,
        template: template.id,
        feeCents: 0,
        status: 'draft',
        attorney: (relationId(lead.responsibleAttorney) as number | null) ?? null,
      },
      overrideAccess: false,
      user: req.user,
      req,
    })
    return Response.json({ id: draft.id }, { status: 201 })
  },
}
