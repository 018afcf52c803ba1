import type { Payload } from 'payload'
import { unauditedRead } from '@/features/audit'
import { inFunnel, stagesOf } from '@/features/leads'
import { dayStartInZone, firmTimeZone } from '@/features/schedule'
import { publicPath } from '@/i18n/routing'
import { relationNumber } from '@/lib/payload/relation-id'
import type { Campaign, Lead } from '@/payload-types'
import { toCents, type Period } from './spend-month'
import { proratedSpend } from './prorated-spend'
import { campaignSteps } from './campaign-steps'

/** What one campaign earned in a period. Money in USD; a cost is null when nothing to divide by. */
export type CampaignFigures = {
  id: number
  name: string
  source: string | null
  medium: string | null
  visits: number
  spend: number
  leads: number
  booked: number
  questionnaires: number
  signed: number
  paid: number
  retained: number
  /** Fees paid by the campaign's leads (USD, refunds left out). */
  fees: number
  costPerLead: number | null
  costPerRetained: number | null
}

export type { Period }

export type LeadRow = Pick<
  Lead,
  | 'id'
  | 'status'
  | 'spam'
  | 'history'
  | 'firstContactAt'
  | 'pagePath'
  | 'attribution'
  | 'receivedAt'
>

const folded = (value: string | null | undefined) => value?.trim().toLowerCase() || null

/** A site path without its query, its trailing slash or its case: `/En/Parole/?x=1` → `/en/parole`. */
export function barePath(value: string | null | undefined): string | null {
  if (!value) return null
  const path = value.split(/[?#]/)[0].replace(/\/+$/, '').toLowerCase()
  return path.startsWith('/') ? path : null
}

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
  const leadPaths = [lead.pagePath, ...touches.map((touch) => touch?.landing_page)]
  return leadPaths.some((path) => {
    const bare = barePath(path)
    return bare !== null && paths.has(bare)
  })
}

const per = (spend: number, count: number) => (count ? toCents(spend / count) : null)

/** The public paths (both languages) of each campaign page, by page id. */
async function pagePaths(payload: Payload, ids: number[]): Promise<Map<number, string[]>> {
  if (!ids.length) return new Map()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { id: { in: ids } },
    locale: 'all',
    select: { slug: true },
    depth: 0,
    pagination: false,
  })
  return new Map(
    docs.map((doc) => {
      const slugs = (doc.slug ?? {}) as unknown as Partial<Record<'es' | 'en', string | null>>
      const paths = (['es', 'en'] as const)
        .filter((locale) => slugs[locale])
        .map((locale) => publicPath(locale, `/${slugs[locale]}`).toLowerCase())
      return [Number(doc.id), paths]
    }),
  )
}

/** The campaigns' figures and, per campaign id, the leads it matched (for the weekly chart). */
export type CampaignReport = {
  campaigns: CampaignFigures[]
  matched: Map<number, LeadRow[]>
  timeZone: string
}

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

/** campaignFigures with the leads each campaign matched (ids and dates only). */
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
  const pageIds = [...new Set(campaigns.flatMap((c) => (c.pages ?? []).map(relationNumber)))]
  const [paths, visits, leads] = await Promise.all([
    pagePaths(payload, pageIds),
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
  const matchedBy = new Map<number, LeadRow[]>()
  for (const campaign of campaigns) {
    const ids = (campaign.pages ?? []).map(relationNumber)
    const campaignPaths = new Set(ids.flatMap((id) => paths.get(id) ?? []))
    matchedBy.set(
      campaign.id,
      counted.filter((lead) => leadMatches(lead, campaign.name, campaignPaths)),
    )
  }
  const steps = await campaignSteps(payload, [
    ...new Set([...matchedBy.values()].flat().map((lead) => Number(lead.id))),
  ])
  const figures = campaigns.map((campaign: Campaign) => {
    const ids = (campaign.pages ?? []).map(relationNumber)
    const matched = matchedBy.get(campaign.id) ?? []
    const reached = (set: Set<number>) => matched.filter((lead) => set.has(Number(lead.id))).length
    const retained = matched.filter((lead) => stagesOf(lead).retained).length
    const spend = proratedSpend(campaign.spend ?? [], period)
    const feesCents = matched.reduce((sum, lead) => sum + (steps.feesCents.get(lead.id) ?? 0), 0)
    return {
      id: campaign.id,
      name: campaign.name,
      source: campaign.source ?? null,
      medium: campaign.medium ?? null,
      visits: ids.reduce((sum, id) => sum + (visitsByPage.get(id) ?? 0), 0),
      spend,
      leads: matched.length,
      booked: reached(steps.booked),
      questionnaires: reached(steps.questionnaire),
      signed: reached(steps.signed),
      paid: reached(steps.paid),
      retained,
      fees: feesCents / 100,
      costPerLead: per(spend, matched.length),
      costPerRetained: per(spend, retained),
    }
  })
  return { campaigns: figures, matched: matchedBy, timeZone: zone }
}
