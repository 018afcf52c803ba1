import { describe, expect, it } from 'vitest'
import { bookingFigures } from '@/features/leads/admin/booking-figures'
import { lastDays } from '@/features/leads/admin/dashboard-range'

const zone = 'America/New_York'
const now = new Date('2026-11-25T15:00:00Z')
const last30 = lastDays(now, zone, 30)
const row = (lead: number, status: string, createdAt: string) => ({
  lead,
  status,
  createdAt,
  start: createdAt,
})

describe('booking figures on the dashboard', () => {
  it('counts bookings per firm day, the share of leads that booked and the show rate', () => {
    const figures = bookingFigures(
      [
        // 03:30 UTC on the 25th is still the 24th in New York: counted on the firm's day.
        row(1, 'done', '2026-11-25T03:30:00Z'),
        row(2, 'no-show', '2026-11-25T14:00:00Z'),
        row(3, 'done', '2026-11-25T14:10:00Z'),
        row(3, 'cancelled', '2026-11-24T14:10:00Z'),
        row(4, 'booked', '2026-11-25T14:20:00Z'),
      ],
      [1, 2, 3, 5, 6, 7, 8, 9],
      last30,
      zone,
    )
    const count = (day: string) => figures.perDay.find((entry) => entry.label === day)?.count
    expect(figures.perDay).toHaveLength(30)
    expect(count('2026-11-24')).toBe(2)
    expect(count('2026-11-25')).toBe(3)
    expect(figures.bookedShare).toBe(3 / 8)
    expect(figures.showRate).toBe(2 / 3)
  })

  it('gives no rate (not 0 %) before any lead or outcome', () => {
    const figures = bookingFigures([row(1, 'booked', '2026-11-25T14:00:00Z')], [], last30, zone)
    expect(figures.bookedShare).toBeNull()
    expect(figures.showRate).toBeNull()
  })

  it("follows the dashboard's period: a day counts only that day's bookings, leads and calls", () => {
    const bookings = [
      // Booked yesterday for a call today that was held; booked today for a call tomorrow.
      { lead: 1, status: 'done', createdAt: '2026-11-24T15:00:00Z', start: '2026-11-25T14:00:00Z' },
      {
        lead: 2,
        status: 'booked',
        createdAt: '2026-11-25T15:00:00Z',
        start: '2026-11-26T15:00:00Z',
      },
      // Booked and missed yesterday: outside a period of today only.
      {
        lead: 3,
        status: 'no-show',
        createdAt: '2026-11-23T15:00:00Z',
        start: '2026-11-24T15:00:00Z',
      },
    ]
    const today = bookingFigures(bookings, [2, 4], ['2026-11-25'], zone)
    expect(today.perDay).toEqual([{ label: '2026-11-25', count: 1 }])
    expect(today.bookedShare).toBe(1 / 2)
    expect(today.showRate).toBe(1)
    const twoDays = bookingFigures(bookings, [1, 2, 4], ['2026-11-24', '2026-11-25'], zone)
    expect(twoDays.perDay.map((entry) => entry.count)).toEqual([1, 1])
    expect(twoDays.showRate).toBe(1 / 2)
  })
})
