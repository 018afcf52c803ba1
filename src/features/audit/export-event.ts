import type { PayloadRequest } from 'payload'
import { recordRequestAudit } from './record'

/** A leads export: the filters it was asked with (dates, spam, search, list filters, ids) and its row count. */
export function recordExport(
  req: PayloadRequest,
  { query, rows }: { query: unknown; rows: number },
) {
  const filters = JSON.parse(JSON.stringify(query ?? {})) as Record<string, unknown>
  return recordRequestAudit(req, { action: 'export', details: { filters, rows } })
}
