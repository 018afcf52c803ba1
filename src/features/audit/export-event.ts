import type { PayloadRequest, Where } from 'payload'
import { unauditedRead } from './unaudited-read'
import { recordRequestAudit } from './record'

/**
 * A leads export, written when it starts (before the file's first byte): the filters it was
 * asked with (dates, spam, search, list filters, ids), the where they make and the row count it
 * will hold, counted with the staff member's own access.
 */
export async function recordExport(
  req: PayloadRequest,
  { query, where }: { query: unknown; where: Where },
) {
  const { totalDocs } = await req.payload.count({
    collection: 'leads',
    where,
    overrideAccess: false,
    user: req.user,
    context: unauditedRead('recorded-by-caller'),
  })
  const json = (value: unknown) => JSON.parse(JSON.stringify(value ?? {})) as unknown
  return recordRequestAudit(req, {
    action: 'export',
    details: { collection: 'leads', filters: json(query), filter: json(where), rows: totalDocs },
  })
}
