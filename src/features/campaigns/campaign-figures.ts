import type { Payload } from 'payload'
import { unauditedRead } from '@/features/audit'
import { inFunnel, stagesOf } from '@/features/leads'
import { dayStartInZone, firmTimeZone } from '@/features/schedule'
import { publicPath } from '@/i18n/routing'
import { relationNumber } from '@/lib/payload/relation-id'
import type { Campaign, Lead } from '@/payload-types'
import { toCents, type Period } from './spend-month'
import { proratedSpend } from './prorated-spend'

/** What one campaign earned in a period. Money in USD; a cost is null when nothing to divide by. */
export type CampaignFigures = {
  id: number
  name: string
  source: string | null
  medium: string | null
  visits: number
  spend: number
  leads: number
  retained: number
  costPerLead: number | null
  costPerRetained: number | null
}

export type { Period }

type LeadRow = Pick<
  Lead,
  'status' | 'spam' | 'history' | 'firstContactAt' | 'pagePath' | 'attribution'
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

/**
 * Per campaign, for a period of the firm's days: its pages' visits, its spend (each month's
 * amount prorated by the days of the month inside the period), the leads received in the period
 * that match it (leadMatches; spam and merged duplicates left out), those retained (the lead
 * reached `retained`, even if it moved on since), and cost per lead and per retained client.
 * Reads leads only to count them: no lead leaves this function, so it writes no audit event.
 */
export async function campaignFigures(
  payload: Payload,
  period: Period,
): Promise<CampaignFigures[]> {
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
  return campaigns.map((campaign: Campaign) => {
    const ids = (campaign.pages ?? []).map(relationNumber)
    const campaignPaths = new Set(ids.flatMap((id) => paths.get(id) ?? []))
    const matched = counted.filter((lead) => leadMatches(lead, campaign.name, campaignPaths))
    const retained = matched.filter((lead) => stagesOf(lead).retained).length
    const spend = proratedSpend(campaign.spend ?? [], period)
    return {
      id: campaign.id,
      name: campaign.name,
      source: campaign.source ?? null,
      medium: campaign.medium ?? null,
      visits: ids.reduce((sum, id) => sum + (visitsByPage.get(id) ?? 0), 0),
      spend,
      leads: matched.length,
      retained,
      costPerLead: per(spend, matched.length),
      costPerRetained: per(spend, retained),
    }
  })
}
