import type { Endpoint } from 'payload'
import { recordRequestAudit } from '@/features/audit'
import { worksLeads } from '@/lib/access/roles'
import { privateFile } from '@/lib/http/private-file'
import { readUpload } from '@/lib/storage/read-upload'

/**
 * GET /cms/api/lead-documents/:id/download — a client's document to an agent or admin (session
 * cookie or JWT, second factor passed), as an attachment, with one `download` audit event per
 * download naming the lead and the file's hash. Anyone else: 401 without a session, 403 with one.
 */
export const downloadDocumentEndpoint: Endpoint = {
  path: '/:id/download',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ error: 'Unauthorized' }, { status: 401 })
    if (!worksLeads(req.user)) return Response.json({ error: 'Forbidden' }, { status: 403 })
    const id = Number(req.routeParams?.id)
    const document = Number.isSafeInteger(id)
      ? await req.payload
          .findByID({ collection: 'lead-documents', id, depth: 0, disableErrors: true })
          .catch(() => null)
      : null
    if (!document) return Response.json({ error: 'Not found' }, { status: 404 })
    const config = req.payload.collections['lead-documents'].config.upload
    const data = await readUpload(document, config.staticDir ?? '')
    if (!data) return Response.json({ error: 'Not found' }, { status: 404 })
    const lead = typeof document.lead === 'object' ? document.lead.id : document.lead
    await recordRequestAudit(req, {
      action: 'download',
      lead,
      details: {
        collection: 'lead-documents',
        ids: [document.id],
        name: document.originalName,
        sha256: document.sha256,
      },
    })
    return privateFile(data, {
      contentType: document.mimeType ?? 'application/octet-stream',
      fileName: document.originalName,
    })
  },
}
