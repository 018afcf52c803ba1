import { describe, expect, it } from 'vitest'
import { withTime } from '@/features/booking/components/sentence'
import en from '../../messages/en.json'
import es from '../../messages/es.json'

describe('a booking sentence with its time', () => {
  it('ends with one period when the time ends in "a.m." or "p.m."', () => {
    expect(withTime(es.booking.bookedFor, 'lunes, 30 de noviembre de 2026, 10:00 a.m.')).toBe(
      'Le llamaremos el lunes, 30 de noviembre de 2026, 10:00 a.m.',
    )
    expect(withTime(en.booking.bookedFor, 'Monday, November 30, 2026 at 10:00 AM')).toMatch(
      /10:00 AM\.$/,
    )
  })
})
