import { describe, expect, it } from 'vitest'
import {
  agentsOf,
  calendarDays,
  calendarGrid,
  shiftAnchor,
  type CalendarCall,
} from '@/features/booking/admin/calendar-grid'
import { calendarHref, calendarState } from '@/features/booking/admin/calendar-query'

const call = (id: number, start: string, agentId = 1, agentName = 'Ana'): CalendarCall => ({
  id,
  start,
  status: 'booked',
  agentId,
  agentName,
  leadId: 100 + id,
  leadName: `Lead ${id}`,
  phone: '3055550100',
})
const ny = 'America/New_York'
const agents = [
  { id: 1, name: 'Ana' },
  { id: 2, name: 'Bruno' },
]

describe('calendarDays', () => {
  it('gives the day itself, or Monday to Sunday of its week', () => {
    expect(calendarDays('day', '2026-11-04')).toEqual(['2026-11-04'])
    expect(calendarDays('week', '2026-11-04')).toEqual([
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
      '2026-11-08',
    ])
    expect(calendarDays('week', '2026-11-08')[0]).toBe('2026-11-02') // a Sunday ends its week
  })

  it('counts seven days in the week the clocks change, and moves by a day or a week', () => {
    // 2026-11-01 (Sunday) has 25 hours in New York: the week still is Oct 26 – Nov 1.
    expect(calendarDays('week', '2026-10-29')).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ])
    expect(shiftAnchor('week', '2026-10-29', 1)).toBe('2026-11-05')
    expect(shiftAnchor('day', '2026-03-01', -1)).toBe('2026-02-28')
  })
})

describe('calendarGrid', () => {
  it('puts a call on its agent lane at its local hour across the November change', () => {
    const days = calendarDays('week', '2026-10-29')
    const grid = calendarGrid(
      [
        call(1, '2026-10-31T14:00:00.000Z'), // Saturday 10:00 EDT (UTC-4)
        call(2, '2026-11-01T15:00:00.000Z', 2, 'Bruno'), // Sunday 10:00 EST (UTC-5)
        call(3, '2026-11-01T03:30:00.000Z'), // Saturday 23:30 EDT, Sunday in UTC
      ],
      days,
      agents,
      ny,
    )
    const saturday = grid.find((day) => day.day === '2026-10-31')!
    const sunday = grid.find((day) => day.day === '2026-11-01')!
    expect(saturday.lanes[0].calls.map((c) => [c.id, c.minutes])).toEqual([
      [1, 600],
      [3, 23 * 60 + 30],
    ])
    expect(sunday.lanes[0].calls).toEqual([])
    expect(sunday.lanes[1].calls.map((c) => [c.id, c.minutes])).toEqual([[2, 600]])
  })

  it('keeps the local hour across the March change', () => {
    const grid = calendarGrid(
      [call(1, '2026-03-07T15:00:00.000Z'), call(2, '2026-03-09T14:00:00.000Z')],
      calendarDays('week', '2026-03-04'), // Mar 2 – Mar 8; Mar 8 springs forward
      agents,
      ny,
    )
    expect(grid.find((d) => d.day === '2026-03-07')!.lanes[0].calls[0].minutes).toBe(600)
    // Monday 9 March 10:00 EDT belongs to the next week: left out.
    expect(grid.flatMap((d) => d.lanes.flatMap((l) => l.calls)).map((c) => c.id)).toEqual([1])
  })

  it('places the same instant on the day of the zone asked for, each lane by time', () => {
    const calls = [call(2, '2026-11-05T17:00:00.000Z'), call(1, '2026-11-05T15:00:00.000Z')]
    const [day] = calendarGrid(calls, ['2026-11-05'], agents, 'America/Puerto_Rico')
    expect(day.lanes[0].calls.map((c) => [c.id, c.minutes])).toEqual([
      [1, 11 * 60],
      [2, 13 * 60],
    ])
    expect(day.lanes[1]).toMatchObject({ agentName: 'Bruno', calls: [] })
    const [hawaii] = calendarGrid(calls, ['2026-11-05'], agents, 'Pacific/Honolulu')
    expect(hawaii.lanes[0].calls[0].minutes).toBe(5 * 60)
  })

  it('lists the agents of the calls once, by name', () => {
    const calls = [call(1, '2026-11-05T15:00:00Z', 2, 'Zoe'), call(2, '2026-11-05T16:00:00Z')]
    expect(agentsOf([...calls, calls[0]])).toEqual([
      { id: 1, name: 'Ana' },
      { id: 2, name: 'Zoe' },
    ])
  })
})

describe('calendarState', () => {
  const now = new Date('2026-11-26T03:00:00Z') // still 25 November in New York

  it('defaults to this week on the firm clock, an agent to their own calls', () => {
    expect(calendarState({}, now, ny, true)).toEqual({
      view: 'week',
      anchor: '2026-11-25',
      mine: true,
      cancelled: false,
    })
    expect(calendarState({ agent: 'all' }, now, ny, true).mine).toBe(false)
    expect(calendarState({}, now, ny, false).mine).toBe(false)
  })

  it('reads a day view of a valid date and ignores a bad one', () => {
    const state = calendarState({ view: 'day', date: '2026-02-30', cancelled: '1' }, now, ny, false)
    expect(state).toMatchObject({ view: 'day', anchor: '2026-11-25', cancelled: true })
    expect(calendarHref(state, { anchor: '2026-11-24' })).toBe(
      '/admin/booked-calls-calendar?view=day&date=2026-11-24&agent=all&cancelled=1',
    )
  })
})
