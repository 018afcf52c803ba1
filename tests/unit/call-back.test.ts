import { describe, expect, it } from 'vitest'
import { weekdays } from '@/features/schedule/business-time'
import { scheduleOf } from '@/features/schedule/schedule'
import { callBackAt } from '@/features/leads/messaging/unanswered-call'

// Weekdays 9:00-18:00 in New York; Thanksgiving (26 Nov 2026) closed.
const open = { opens: '09:00', closes: '18:00' }
const schedule = scheduleOf({
  holidays: [{ date: '2026-11-26' }],
  hours: weekdays.slice(0, 5).map((day) => ({ ...open, day })),
  timeZone: 'America/New_York',
})

describe('the call back after an unanswered call', () => {
  it('falls 2 business hours later, the same afternoon', () => {
    const due = callBackAt(schedule, 'no-answer', new Date('2026-11-25T15:00:00Z'))
    expect(due?.toISOString()).toBe('2026-11-25T17:00:00.000Z')
  })

  it('carries over the night and the holiday to the next open day', () => {
    // 17:00 local on Wednesday: one hour left today, the other on Friday at 9:00 (Thursday closed).
    const due = callBackAt(schedule, 'voicemail', new Date('2026-11-25T22:00:00Z'))
    expect(due?.toISOString()).toBe('2026-11-27T15:00:00.000Z')
  })

  it('is not set when the client was reached or the number is wrong', () => {
    const now = new Date('2026-11-25T15:00:00Z')
    expect(callBackAt(schedule, 'reached', now)).toBeNull()
    expect(callBackAt(schedule, 'wrong-number', now)).toBeNull()
  })
})
