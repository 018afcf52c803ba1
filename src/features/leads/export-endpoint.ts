import type { Endpoint } from 'payload'
import { exportRange, leadsCsvStream } from './export-csv'

/** GET /cms/api/leads/export.csv?from=&to=&spam=include — staff download leads for a spreadsheet. */
export const exportLeadsEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!req.user)
      return Response.json({ error: 'Log in as staff to export leads' }, { status: 401 })
    const range = exportRange(new URL(req.url ?? '', 'http://localhost'))
    if ('error' in range) return Response.json({ error: range.error }, { status: 400 })
    const day = new Date().toISOString().slice(0, 10)
    return new Response(leadsCsvStream(req, range), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="leads-${day}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}
