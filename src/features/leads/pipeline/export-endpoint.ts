import type { Endpoint, Where } from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'
import { worksLeads } from '@/lib/access/roles'
import { recordExport } from '@/features/audit'
import { exportRange, exportWhere, leadsCsvStream } from './export-csv'
import { dayInZone, firmTimeZone } from '@/features/schedule'

/** `ids=3,5,8`: the rows selected in the list; undefined when absent. */
function selectedIds(value: unknown): number[] | undefined | 'invalid' {
  if (value === undefined || value === '') return undefined
  const parts = String(value).split(',')
  const ids = parts.map(Number)
  return ids.every((id) => Number.isInteger(id) && id > 0) && ids.length <= 1000 ? ids : 'invalid'
}

/**
 * GET /cms/api/leads/export.csv?from=&to=&spam=include&search=&where[…]&ids= — agents and admins
 * download leads for a spreadsheet. `search` and `where` are the admin list's own query, so the
 * list's export link gives exactly the leads the list shows (all pages).
 */
export const exportLeadsEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!req.user)
      return Response.json({ error: 'Log in as staff to export leads' }, { status: 401 })
    if (!worksLeads(req.user)) return Response.json({ error: 'Forbidden' }, { status: 403 })
    const zone = await firmTimeZone(req.payload)
    const range = exportRange(new URL(req.url ?? '', 'http://localhost'), zone)
    if ('error' in range) return Response.json({ error: range.error }, { status: 400 })
    const query = (req.query ?? {}) as { where?: Where; search?: unknown; ids?: unknown }
    const ids = selectedIds(query.ids)
    if (ids === 'invalid') {
      return Response.json({ error: "'ids' must be lead ids separated by commas" }, { status: 400 })
    }
    const listWhere = mergeListSearchAndWhere({
      collectionConfig: req.payload.collections.leads.config as never,
      search: typeof query.search === 'string' ? query.search : '',
      where: query.where && typeof query.where === 'object' ? query.where : {},
    })
    range.listWhere = ids ? { and: [listWhere, { id: { in: ids } }] } : listWhere
    const day = dayInZone(new Date(), zone)
    // On record at its start, with the rows it will hold: a download cut off after its first
    // page has still been read by whoever asked for it.
    await recordExport(req, { query: req.query, where: exportWhere(range) })
    return new Response(leadsCsvStream(req, range), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="leads-${day}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}
