import { describe, expect, it } from 'vitest'
import type { CampaignFigures, CampaignReport } from '@/features/campaigns/campaign-figures'
import { pageFigures, pageMatches } from '@/features/campaigns/page-figures'
import { figuresPerSource, figuresPerWeek } from '@/features/campaigns/report-groups'

const figures = (name: string, source: string | null, values: Partial<CampaignFigures>) =>
  ({
    id: name.length,
    name,
    source,
    medium: null,
    visits: 0,
    spend: 0,
    leads: 0,
    booked: 0,
    questionnaires: 0,
    signed: 0,
    paid: 0,
    retained: 0,
    fees: 0,
    costPerLead: null,
    costPerRetained: null,
    ...values,
  }) as CampaignFigures

describe('the campaign report per source', () => {
  it('sums the campaigns of a source (case and spaces aside) and divides its spend again', () => {
    const rows = figuresPerSource([
      figures('a', 'TikTok', { spend: 100.1, leads: 2, retained: 1, fees: 50, visits: 10 }),
      figures('b', ' tiktok ', { spend: 200.2, leads: 1, retained: 0, booked: 1 }),
      figures('c', null, { spend: 30, leads: 0 }),
    ])
    expect(rows[0]).toMatchObject({
      source: 'tiktok',
      spend: 300.3,
      leads: 3,
      booked: 1,
      retained: 1,
      fees: 50,
      visits: 10,
      costPerLead: 100.1,
      costPerRetained: 300.3,
    })
    expect(rows[1]).toMatchObject({ source: null, leads: 0, costPerLead: null })
  })
})

describe('the campaign report per week', () => {
  const lead = (id: number, receivedAt: string, status = 'new') =>
    ({ id, receivedAt, status, spam: false, history: [], firstContactAt: null }) as never

  it('counts each lead once in its firm week, from Monday, the first week from the period', () => {
    const report: CampaignReport = {
      campaigns: [],
      pages: [],
      pageMatched: new Map(),
      timeZone: 'America/New_York',
      matched: new Map([
        // Sunday 23:30 in New York is still the period's first week.
        [1, [lead(1, '2026-11-02T04:30:00Z'), lead(2, '2026-11-03T15:00:00Z', 'retained')]],
        [2, [lead(2, '2026-11-03T15:00:00Z', 'retained'), lead(3, '2026-11-12T15:00:00Z')]],
      ]),
    }
    expect(figuresPerWeek(report, { from: '2026-10-29', to: '2026-11-12' })).toEqual([
      { week: '2026-10-29', leads: 1, retained: 0 },
      { week: '2026-11-02', leads: 1, retained: 1 },
      { week: '2026-11-09', leads: 1, retained: 0 },
    ])
  })
})

describe('the campaign report per campaign page', () => {
  const page = (id: number, es: string, en?: string) => ({
    id,
    title: { es: `Página ${id}`, en: en ? `Page ${id}` : null },
    paths: [`/${es}`, ...(en ? [`/en/${en}`] : [])],
  })
  const pages = [page(1, 'parole', 'family-parole'), page(2, 'visa-u'), page(3, 'sin-uso')]
  const lead = (id: number, fields: Record<string, unknown>) =>
    ({ id, status: 'new', spam: false, history: [], receivedAt: '', ...fields }) as never
  const leads = [
    // Sent the form from the English page (query, slash and case aside).
    lead(1, { pagePath: '/en/Family-Parole/?utm_source=x', status: 'retained' }),
    // Landed on page 1 (first touch), sent the form from page 2: counts on both.
    lead(2, {
      pagePath: '/visa-u',
      attribution: { firstTouch: { landing_page: '/parole?gclid=x' } },
    }),
    lead(3, { pagePath: '/contacto' }),
  ]
  const steps = {
    booked: new Set([1, 2]),
    questionnaire: new Set<number>(),
    signed: new Set([1]),
    paid: new Set([1]),
    feesCents: new Map([[1, 12_345]]),
  }

  it('counts the leads that came through each page, lists pages with a campaign, visits or leads, and gives no spend', () => {
    const matched = pageMatches(pages, leads)
    expect([...matched.get(1)!].map((row) => (row as { id: number }).id)).toEqual([1, 2])
    const rows = pageFigures({
      pages,
      campaigns: [
        { name: 'parole-fb', pages: [1, 3] },
        { name: 'parole-tt', pages: [{ id: 1 } as never] },
      ],
      visitsByPage: new Map([[2, 40]]),
      matched,
      steps,
    })
    expect(rows.map((row) => [row.id, row.campaigns, row.visits, row.leads])).toEqual([
      [1, ['parole-fb', 'parole-tt'], 0, 2],
      [2, [], 40, 1],
      [3, ['parole-fb'], 0, 0],
    ])
    expect(rows[0]).toMatchObject({
      booked: 2,
      signed: 1,
      paid: 1,
      retained: 1,
      fees: 123.45,
      spend: null,
      costPerLead: null,
      costPerRetained: null,
    })
    // A page no campaign uses, without visits or leads, has no row.
    const alone = pageFigures({
      pages: [page(4, 'nada')],
      campaigns: [],
      visitsByPage: new Map(),
      matched: new Map(),
      steps,
    })
    expect(alone).toEqual([])
  })
})
