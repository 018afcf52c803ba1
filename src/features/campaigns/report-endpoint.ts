import type { Endpoint } from 'payload'
import { recordRequestAudit } from '@/features/audit'
import { campaignReport, reportedLeadIds } from './campaign-figures'
import { campaignReportCsv } from './report-csv'
import { figuresPerSource } from './report-groups'
import { staffPeriod } from './staff-request'

/**
 * GET /cms/api/campaigns/report.csv?from=YYYY-MM-DD&to=YYYY-MM-DD — admins download the
 * dashboard's campaign report for the period. It is built from the leads, so each download is
 * on record (like the leads and conversions exports) before its bytes.
 */
export const reportCsvEndpoint: Endpoint = {
  path: '/report.csv',
  method: 'get',
  handler: async (req) => {
    const period = staffPeriod(req, ['admin'])
    if (period instanceof Response) return period
    const report = await campaignReport(req.payload, period)
    const sources = figuresPerSource(report.campaigns)
    await recordRequestAudit(req, {
      action: 'export',
      details: {
        collection: 'campaigns',
        file: 'campaign-report',
        from: period.from,
        to: period.to,
        rows: report.campaigns.length + sources.length + report.pages.length,
        leads: reportedLeadIds(report),
      },
    })
    return new Response(campaignReportCsv(period, report.campaigns, sources, report.pages), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="campaign-report-${period.from}-${period.to}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
}
