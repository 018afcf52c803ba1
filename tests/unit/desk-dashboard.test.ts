import { describe, expect, it } from 'vitest'
import { conversion, stagesOf, type FunnelLead } from '@/features/leads/admin/conversion'
import { dashboardRange } from '@/features/leads/admin/dashboard-range'
import { historyText, type HistoryReader } from '@/features/leads/admin/history-text'
import { savedViews } from '@/features/leads/admin/saved-views'
import { queueRank } from '@/features/leads/pipeline/fields'

const zone = 'America/New_York'
// 00:30 on 26 November in UTC is still the evening of the 25th in New York.
const evening = new Date('2026-11-26T00:30:00Z')

describe('the dashboard period', () => {
  it('reads today, 7 and 30 days as days of the firm, not of UTC', () => {
    expect(dashboardRange({ range: 'today' }, evening, zone).days).toEqual(['2026-11-25'])
    const week = dashboardRange({ range: '7' }, evening, zone).days
    expect(week).toHaveLength(7)
    expect([week[0], week.at(-1)]).toEqual(['2026-11-19', '2026-11-25'])
    expect(dashboardRange({}, evening, zone)).toMatchObject({ key: '30' })
    expect(dashboardRange({}, evening, zone).days).toHaveLength(30)
  })

  it('takes a custom range of dates and refuses a reversed, impossible or too long one', () => {
    const custom = dashboardRange(
      { range: 'custom', from: '2026-02-27', to: '2026-03-02' },
      evening,
      zone,
    )
    expect(custom).toEqual({
      key: 'custom',
      days: ['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'],
    })
    for (const [from, to] of [
      ['2026-03-02', '2026-02-27'],
      ['2026-02-30', '2026-03-02'],
      ['2024-01-01', '2026-01-01'],
      ['yesterday', '2026-03-02'],
    ]) {
      expect(dashboardRange({ range: 'custom', from, to }, evening, zone)).toMatchObject({
        key: '30',
        invalid: true,
      })
    }
  })
})

const lead = (status: string, extra: Partial<FunnelLead> = {}): FunnelLead =>
  ({
    status,
    firstContactAt: status === 'new' ? null : '2026-11-25T15:00:00Z',
    history: [],
    spam: false,
    ...extra,
  }) as FunnelLead

describe('conversion leads → contacted → qualified → retained', () => {
  it('counts the furthest stage a lead reached, even if it moved on since', () => {
    expect(stagesOf(lead('new'))).toEqual({ contacted: false, qualified: false, retained: false })
    expect(stagesOf(lead('contacted'))).toEqual({
      contacted: true,
      qualified: false,
      retained: false,
    })
    const droppedAfterQualified = lead('not-qualified', {
      history: [
        { action: 'status', detail: 'contacted → qualified' },
        { action: 'status', detail: 'qualified → not-qualified' },
      ],
    })
    expect(stagesOf(droppedAfterQualified)).toEqual({
      contacted: true,
      qualified: true,
      retained: false,
    })
    expect(stagesOf(lead('retained'))).toEqual({ contacted: true, qualified: true, retained: true })
  })

  it('groups per source, biggest first, leaving spam and merged duplicates out', () => {
    const leads = [
      { ...lead('new'), source: 'google' },
      { ...lead('retained'), source: 'google' },
      { ...lead('qualified'), source: 'google' },
      { ...lead('contacted'), source: 'facebook' },
      { ...lead('new', { spam: true }), source: 'google' },
      { ...lead('merged'), source: 'google' },
    ]
    expect(conversion(leads, (row) => row.source)).toEqual([
      { label: 'google', leads: 3, contacted: 2, qualified: 2, retained: 1 },
      { label: 'facebook', leads: 1, contacted: 1, qualified: 0, retained: 0 },
    ])
  })
})

describe('"my follow-ups due today"', () => {
  it("covers the firm's day of the agent's open leads, soonest first", () => {
    const view = savedViews(7, evening, zone).find((entry) => entry.key === 'followUpsToday')!
    const query = Object.fromEntries(view.query)
    expect(query).toMatchObject({
      'where[and][0][assignedTo][equals]': '7',
      // 25 November in New York: 05:00 UTC on the 25th to 05:00 UTC on the 26th.
      'where[and][1][nextActionDue][greater_than_equal]': '2026-11-25T05:00:00.000Z',
      'where[and][2][nextActionDue][less_than]': '2026-11-26T05:00:00.000Z',
      'where[and][3][status][not_in]': 'retained,not-qualified,spam,merged',
      sort: 'nextActionDue',
    })
  })
})

const reader = (language: 'es' | 'en'): HistoryReader => ({
  language,
  timeZone: zone,
  status: (value) => `[${value}]`,
  outcome: (value) => `<${value}>`,
  due: (detail) => `due(${detail})`,
  merged: (from, to) => `merged(${from},${to})`,
  mayRevoke: (message) => `mayRevoke(${message})`,
  rotation: (name) => `rotation(${name})`,
  returning: (name) => `returning(${name})`,
  escalation: (step, name) => `escalation(${step},${name})`,
  callNote: (outcome, note) => `callNote(${outcome},${note})`,
})

describe('history entries as staff read them', () => {
  it('shows the newer actions with labels of the admin language and firm times', () => {
    expect(historyText('call', 'no-answer', reader('es'))).toBe('<no-answer>')
    expect(historyText('note', 'sms-may-revoke · stop by at 5', reader('es'))).toBe(
      'mayRevoke(stop by at 5)',
    )
    expect(historyText('note', 'Llamar mañana', reader('es'))).toBe('Llamar mañana')
    expect(historyText('follow-up', 'call-back · 2026-11-25T19:00:00.000Z', reader('es'))).toMatch(
      /^Devolver la llamada · 25 de noviembre de 2026.*2:00/,
    )
    expect(
      historyText('follow-up', 'due · send-documents · 2026-11-25T19:00:00.000Z', reader('en')),
    ).toMatch(/^due\(Send documents · November 25, 2026.*2:00.*PM EST\)$/)
    expect(historyText('follow-up', 'other · —', reader('en'))).toBe('Other · —')
    expect(historyText('retained', 'removal-defense · Ana Ruiz', reader('es'))).toBe(
      'Defensa contra deportación · Ana Ruiz',
    )
    expect(historyText('merge', '#7 → #3', reader('en'))).toBe('merged(7,3)')
    expect(historyText('status', 'new → contacted', reader('en'))).toBe('[new] → [contacted]')
    expect(historyText('note', 'Llamar a las 5 · mañana', reader('en'))).toBe(
      'Llamar a las 5 · mañana',
    )
  })

  it('reads the system entries stored in English in the admin language (issue 34)', () => {
    expect(historyText('assignment', 'Ana Agente (rotation)', reader('es'))).toBe(
      'rotation(Ana Agente)',
    )
    expect(historyText('assignment', 'Ana Agente (returning)', reader('es'))).toBe(
      'returning(Ana Agente)',
    )
    expect(
      historyText(
        'assignment',
        'Escalation 1: Olga Ruiz alerted, no first contact yet',
        reader('es'),
      ),
    ).toBe('escalation(1,Olga Ruiz)')
    expect(historyText('note', 'Call: no answer — volver a llamar', reader('es'))).toBe(
      'callNote(<no-answer>,volver a llamar)',
    )
    expect(historyText('assignment', 'Ana Agente', reader('es'))).toBe('Ana Agente')
    // A follow-up cleared by a reached call: no stored 'null' shown.
    expect(historyText('follow-up', '— · null', reader('es'))).toBe('—')
  })
})

describe('the inbox order (issue 34)', () => {
  it('puts the longest-waiting lead first within unassigned, then assigned, then worked', () => {
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString()
    const ranks = [
      queueRank('new', null, at(3)),
      queueRank('new', null, at(17)),
      queueRank('new', 7, at(16)),
      queueRank('contacted', 7, at(30)),
      queueRank('new', 7, at(40)),
    ]
    const order = [...ranks.keys()].sort((a, b) => ranks[a] - ranks[b])
    expect(order).toEqual([1, 0, 4, 2, 3])
    expect(queueRank('contacted', null, at(1))).toBe(2)
  })
})
