import type { Endpoint } from 'payload'
import { hasRole } from '@/lib/access/roles'
import { campaignFigures } from './campaign-figures'

const dayPattern = /^\d{4}-\d{2}-\d{2}$/

/**
 * GET /cms/api/campaigns/figures?from=YYYY-MM-DD&to=YYYY-MM-DD — what each campaign earned in
 * the period (campaign-figures.ts), for the staff's report. Counts and money only, no lead.
 */
export const figuresEndpoint: Endpoint = {
  path: '/figures',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ error: 'Log in as staff' }, { status: 401 })
    if (!hasRole(req.user as never, 'admin', 'editor', 'agent')) {
      return Response.json({ error: 'Forbidden' }, { status: 403 })
    }
    const { from, to } = (req.query ?? {}) as { from?: unknown; to?: unknown }
    const valid = (day: unknown): day is string =>
      typeof day === 'string' && dayPattern.test(day) && !Number.isNaN(Date.parse(day))
    if (!valid(from) || !valid(to) || from > to) {
      return Response.json(
        { error: "'from' and 'to' must be days (YYYY-MM-DD), 'from' not after 'to'" },
        { status: 400 },
      )
    }
    const figures = await campaignFigures(req.payload, { from, to })
    return Response.json(
      { from, to, campaigns: figures },
      { headers: { 'cache-control': 'no-store' } },
    )
  },
}
