import type { Endpoint } from 'payload'
import { recordRequestAudit } from '@/features/audit'
import { hasRole } from '@/lib/access/roles'
import { privateFile } from '@/lib/http/private-file'

const privateHeaders = {
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
}

/**
 * `GET /cms/api/engagements/:id/signed-pdf`: the signed letter, to an admin (the attorneys)
 * only: 401 without a session, 403 to other staff, 404 when there is none. Every download is
 * an audit event on the lead.
 */
export const signedPdfEndpoint: Endpoint = {
  path: '/:id/signed-pdf',
  method: 'get',
  handler: async (req) => {
    if (!req.user)
      return Response.json({ error: 'Unauthorized' }, { status: 401, headers: privateHeaders })
    if (!hasRole(req.user as never, 'admin')) {
      return Response.json({ error: 'Forbidden' }, { status: 403, headers: privateHeaders })
    }
    const id = Number(req.routeParams?.id)
    const engagement = Number.isInteger(id)
      ? await req.payload
          .findByID({
            collection: 'engagements',
            id,
            depth: 0,
            overrideAccess: true,
            disableErrors: true,
          })
          .catch(() => null)
      : null
    if (!engagement?.pdfData) {
      return Response.json({ error: 'Not found' }, { status: 404, headers: privateHeaders })
    }
    const lead = typeof engagement.lead === 'object' ? engagement.lead.id : engagement.lead
    await recordRequestAudit(req, {
      action: 'view',
      lead,
      details: { engagement: engagement.id, file: 'signed-pdf', sha256: engagement.letterSha256 },
    })
    const bytes = Buffer.from(engagement.pdfData, 'base64')
    return privateFile(bytes, {
      contentType: 'application/pdf',
      fileName: `engagement-${engagement.id}.pdf`,
    })
  },
}
