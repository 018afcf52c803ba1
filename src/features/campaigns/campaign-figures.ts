import type { Payload } from 'payload'
import { unauditedRead } from '@/features/audit'
import { inFunnel } from '@/features/leads'
import { dayStartInZone, firmTimeZone } from '@/features/schedule'
import { relationNumber } from '@/lib/payload/relation-id'
import type { Campaign } from '@/payload-types'
import { toCents, type Period } from './spend-month'
import { proratedSpend } from './prorated-spend'
import { campaignSteps } from './campaign-steps'
import { landedOn, leadCounts, type LeadCounts, type LeadRow } from './lead-counts'
import { campaignPages, pageFigures, pageMatches, type PageFigures } from './page-figures'

/** What one campaign earned in a period. Money in USD; a cost is null when nothing to divide by. */
export type CampaignFigures = LeadCounts & {
  id: number
  name: string
  source: string | null
  medium: string | null
  visits: number
  spend: number
  costPerLead: number | null
  costPerRetained: number | null
}

export type { LeadRow, PageFigures, Period }
export { barePath } from './lead-counts'

const folded = (value: string | null | undefined) => value?.trim().toLowerCase() || null

/**
 * The matching rule: a lead belongs to a campaign when its first- or last-touch utm_campaign is
 * the campaign's name (trimmed, case-insensitive), or when the page it was sent from, or its
 * first or last touch's landing page, is one of the campaign's pages in either language (path
 * without query, case or trailing slash). A lead matching several campaigns counts in each.
 */
export function leadMatches(lead: LeadRow, name: string, paths: Set<string>): boolean {
  const wanted = folded(name)
  const touches = [lead.attribution?.firstTouch, lead.attribution?.lastTouch]
  if (touches.some((touch) => wanted && folded(touch?.utm_campaign) === wanted)) return true
  return landedOn(lead, paths)
}

const per = (spend: number, count: number) => (count ? toCents(spend / count) : null)

/**
 * The campaigns' and the campaign pages' figures and, per campaign id and per page id, the leads
 * each matched (the weekly chart, the CSV's audit event).
 */
export type CampaignReport = {
  campaigns: CampaignFigures[]
  matched: Map<number, LeadRow[]>
  pages: PageFigures[]
  pageMatched: Map<number, LeadRow[]>
  timeZone: string
}

/** Every lead a report counted, once (the CSV's audit event names them). */
export const reportedLeadIds = (report: CampaignReport) => [
  ...new Set([...report.matched.values(), ...report.pageMatched.values()].flat().map((l) => l.id)),
]

/**
 * Per campaign, for a period of the firm's days: its pages' visits, its spend (each month's
 * amount prorated by the days of the month inside the period), the leads received in the period
 * that match it (leadMatches; spam and merged duplicates left out), how many of them booked a
 * call, answered a questionnaire, signed a letter and paid (campaign-steps.ts, at any time),
 * those retained (the lead reached `retained`, even if it moved on since), the fees they paid,
 * and cost per lead and per retained client. Reads leads only to count them: no lead leaves
 * this module, so it writes no audit event.
 */
export async function campaignFigures(
  payload: Payload,
  period: Period,
): Promise<CampaignFigures[]> {
  return (await campaignReport(payload, period)).campaigns
}

/**
 * campaignFigures with the leads each campaign matched (ids and dates only), and the same per
 * campaign page (page-figures.ts).
 */
export async function campaignReport(payload: Payload, period: Period): Promise<CampaignReport> {
  const zone = await firmTimeZone(payload)
  const since = dayStartInZone(period.from, zone).toISOString()
  const until = dayStartInZone(period.to, zone, true).toISOString()
  const { docs: campaigns } = await payload.find({
    collection: 'campaigns',
    depth: 0,
    pagination: false,
    sort: 'name',
  })
  const [pages, visits, leads] = await Promise.all([
    campaignPages(payload),
    payload.find({
      collection: 'campaign-visits',
      where: {
        and: [
          { day: { greater_than_equal: period.from } },
          { day: { less_than_equal: period.to } },
        ],
      },
      select: { page: true, count: true },
      depth: 0,
      pagination: false,
    }),
    payload.find({
      collection: 'leads',
      where: { receivedAt: { greater_than_equal: since, less_than: until } },
      select: {
        receivedAt: true,
        status: true,
        spam: true,
        history: true,
        firstContactAt: true,
        pagePath: true,
        attribution: true,
      },
      depth: 0,
      pagination: false,
      context: unauditedRead('figures'),
    }),
  ])
  const visitsByPage = new Map<number, number>()
  for (const row of visits.docs) {
    const page = relationNumber(row.page)
    visitsByPage.set(page, (visitsByPage.get(page) ?? 0) + (row.count ?? 0))
  }
  const counted = (leads.docs as LeadRow[]).filter(inFunnel)
  const paths = new Map(pages.map((page) => [page.id, page.paths]))
  const matchedBy = new Map<number, LeadRow[]>()
  for (const campaign of campaigns) {
    const ids = (campaign.pages ?? []).map(relationNumber)
    const campaignPaths = new Set(ids.flatMap((id) => paths.get(id) ?? []))
    matchedBy.set(
      campaign.id,
      counted.filter((lead) => leadMatches(lead, campaign.name, campaignPaths)),
    )
  }
  const pageMatched = pageMatches(pages, counted)
  const steps = await campaignSteps(payload, [
    ...new Set(
      [...matchedBy.values(), ...pageMatched.values()].flat().map((lead) => Number(lead.id)),
    ),
  ])
  const figures = campaigns.map((campaign: Campaign) => {
    const ids = (campaign.pages ?? []).map(relationNumber)
    const counts = leadCounts(matchedBy.get(campaign.id) ?? [], steps)
    const spend = proratedSpend(campaign.spend ?? [], period)
    return {
      id: campaign.id,
      name: campaign.name,
      source: campaign.source ?? null,
      medium: campaign.medium ?? null,
      visits: ids.reduce((sum, id) => sum + (visitsByPage.get(id) ?? 0), 0),
      spend,
      ...counts,
      costPerLead: per(spend, counts.leads),
      costPerRetained: per(spend, counts.retained),
    }
  })
  return {
    campaigns: figures,
    matched: matchedBy,
    pages: pageFigures({ pages, campaigns, visitsByPage, matched: pageMatched, steps }),
    pageMatched,
    timeZone: zone,
  }
}
