import { describe, expect, it } from 'vitest'
import { isLate, lateAfterMs } from '@/features/leads/admin/delivery-timing'

describe('a delivery past its due time', () => {
  const now = Date.parse('2026-11-25T15:00:00Z')
  const due = (msAgo: number) => new Date(now - msAgo).toISOString()

  it('is late once pending a minute after it fell due', () => {
    expect(isLate({ status: 'pending', nextAttemptAt: due(lateAfterMs + 1) }, now)).toBe(true)
    expect(isLate({ status: 'pending', nextAttemptAt: due(lateAfterMs - 1) }, now)).toBe(false)
  })

  it('is never late once settled, nor before it falls due', () => {
    expect(isLate({ status: 'delivered', nextAttemptAt: due(10 * lateAfterMs) }, now)).toBe(false)
    expect(isLate({ status: 'failed', nextAttemptAt: due(10 * lateAfterMs) }, now)).toBe(false)
    expect(isLate({ status: 'pending', nextAttemptAt: due(-lateAfterMs) }, now)).toBe(false)
  })
})
