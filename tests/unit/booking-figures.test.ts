import { describe, expect, it } from 'vitest'
import { bookingFigures } from '@/features/leads/admin/booking-figures'

const zone = 'America/New_York'
const now = new Date('2026-11-25T15:00:00Z')
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
      now,
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
    const figures = bookingFigures([row(1, 'booked', '2026-11-25T14:00:00Z')], [], now, zone)
    expect(figures.bookedShare).toBeNull()
    expect(figures.showRate).toBeNull()
  })
})
