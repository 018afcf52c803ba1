import type { Payload } from 'payload'
import { publicPath } from '@/i18n/routing'
import { relationNumber } from '@/lib/payload/relation-id'
import type { Campaign } from '@/payload-types'
import type { CampaignSteps } from './campaign-steps'
import { landedOn, leadCounts, type LeadCounts, type LeadRow } from './lead-counts'

type Languages<T> = Record<'es' | 'en', T>
const languages = ['es', 'en'] as const

/** A campaign page as the report names it: its title per language, its public paths. */
export type CampaignPage = {
  id: number
  title: Languages<string | null>
  /** `/{slug}` and `/en/{slug}` (lower case), of the languages the page has a slug in. */
  paths: string[]
}

/** What one campaign page brought in a period (no spend of its own: see pageFigures). */
export type PageFigures = CampaignPage &
  LeadCounts & {
    /** The names of the campaigns that use the page. */
    campaigns: string[]
    visits: number
    spend: null
    costPerLead: null
    costPerRetained: null
  }

/** Every campaign page (collection `pages`), with its title and paths in both languages. */
export async function campaignPages(payload: Payload): Promise<CampaignPage[]> {
  const { docs } = await payload.find({
    collection: 'pages',
    locale: 'all',
    select: { slug: true, title: true },
    depth: 0,
    pagination: false,
    sort: 'id',
  })
  return docs.map((doc) => {
    // locale 'all' answers each localized field as { es, en }.
    const slugs = (doc.slug ?? {}) as unknown as Partial<Languages<string | null>>
    const titles = (doc.title ?? {}) as unknown as Partial<Languages<string | null>>
    return {
      id: Number(doc.id),
      title: { es: titles.es || null, en: titles.en || null },
      paths: languages
        .filter((locale) => slugs[locale])
        .map((locale) => publicPath(locale, `/${slugs[locale]}`).toLowerCase()),
    }
  })
}

/** The leads that came through each page (landedOn): a lead of two pages counts in each. */
export function pageMatches(pages: CampaignPage[], leads: LeadRow[]): Map<number, LeadRow[]> {
  return new Map(
    pages.map((page) => [page.id, leads.filter((lead) => landedOn(lead, new Set(page.paths)))]),
  )
}

/**
 * Per campaign page: its visits, the leads that came through it, how far they went and the fees
 * they paid. Listed: every page a campaign uses (a page that brings nothing is worth seeing),
 * and any other page with visits or leads in the period; most leads first.
 *
 * No spend, so no cost per lead or client: spend is entered (and exported by the ad platforms)
 * per campaign, a campaign's ads may lead to several pages, and a page also takes visitors of
 * other campaigns or of none. Any share of a campaign's spend given to one of its pages would be
 * a guess shown as a fact, even for a page one campaign alone uses (that campaign's leads by
 * utm_campaign need not have come through it), so these figures are null and read "—".
 */
export function pageFigures(input: {
  pages: CampaignPage[]
  campaigns: Pick<Campaign, 'name' | 'pages'>[]
  visitsByPage: Map<number, number>
  matched: Map<number, LeadRow[]>
  steps: CampaignSteps
}): PageFigures[] {
  const { pages, campaigns, visitsByPage, matched, steps } = input
  const users = (id: number) =>
    campaigns
      .filter((campaign) => (campaign.pages ?? []).some((page) => relationNumber(page) === id))
      .map((campaign) => campaign.name)
  return pages
    .map((page) => ({
      ...page,
      campaigns: users(page.id),
      visits: visitsByPage.get(page.id) ?? 0,
      ...leadCounts(matched.get(page.id) ?? [], steps),
      spend: null,
      costPerLead: null,
      costPerRetained: null,
    }))
    .filter((row) => row.campaigns.length || row.visits || row.leads)
    .sort(
      (a, b) =>
        b.leads - a.leads ||
        b.visits - a.visits ||
        String(a.title.es ?? a.title.en).localeCompare(String(b.title.es ?? b.title.en)),
    )
}
