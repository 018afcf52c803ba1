import type { Endpoint } from 'payload'
import { campaignReport } from './campaign-figures'
import { staffPeriod } from './staff-request'

/**
 * GET /cms/api/campaigns/figures?from=YYYY-MM-DD&to=YYYY-MM-DD — what each campaign and each
 * campaign page earned in the period (campaign-figures.ts, page-figures.ts), for the staff's
 * report. Counts and money only, no lead.
 */
export const figuresEndpoint: Endpoint = {
  path: '/figures',
  method: 'get',
  handler: async (req) => {
    const period = staffPeriod(req, ['admin', 'editor', 'agent'])
    if (period instanceof Response) return period
    const report = await campaignReport(req.payload, period)
    return Response.json(
      { ...period, campaigns: report.campaigns, pages: report.pages },
      { headers: { 'cache-control': 'no-store' } },
    )
  },
}
