import { describe, expect, it } from 'vitest'
import { clientPath, type PathLead } from '@/features/leads/admin/client-path'

const lead = (id: number, source: string, extra: Partial<PathLead> = {}): PathLead => ({
  id,
  source,
  status: 'contacted',
  firstContactAt: '2026-11-20T10:00:00Z',
  history: [],
  spam: false,
  ...extra,
})

describe('the client path on the dashboard', () => {
  it('counts per group how many leads reached each step, spam and merged left out', () => {
    const rows = clientPath(
      [
        lead(1, 'tiktok', { status: 'retained' }),
        lead(2, 'tiktok'),
        lead(3, 'tiktok'),
        lead(4, 'facebook'),
        lead(5, 'facebook', { spam: true }),
        lead(6, 'facebook', { status: 'merged' }),
        // Retained once, then moved on: still counted as retained (from its history).
        lead(7, 'facebook', {
          status: 'not-qualified',
          history: [
            { action: 'status', detail: 'qualified → retained', at: '2026-11-21T00:00:00Z' },
          ],
        }),
      ],
      {
        booked: new Set([1, 2, 4, 5]),
        questionnaire: new Set([1, 2]),
        letterSent: new Set([1, 7]),
        signed: new Set([1, 7]),
        paid: new Set([1]),
      },
      (one) => one.source ?? '',
    )
    expect(rows).toEqual([
      {
        label: 'tiktok',
        leads: 3,
        booked: 2,
        questionnaire: 2,
        letterSent: 1,
        signed: 1,
        paid: 1,
        retained: 1,
      },
      {
        label: 'facebook',
        leads: 2,
        booked: 1,
        questionnaire: 0,
        letterSent: 1,
        signed: 1,
        paid: 0,
        retained: 1,
      },
    ])
  })
})
