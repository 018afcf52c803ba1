import { describe, expect, it } from 'vitest'
import type { CampaignFigures, CampaignReport } from '@/features/campaigns/campaign-figures'
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
