import { describe, expect, it } from 'vitest'
import { dateFormat } from '@/lib/date-format'

describe('dateFormat', () => {
  it('makes one format per locale and options, and formats as Intl does', () => {
    const options = { timeZone: 'America/Chicago', hour: 'numeric', minute: '2-digit' } as const
    const first = dateFormat('es-US', options)
    expect(dateFormat('es-US', { ...options })).toBe(first)
    expect(dateFormat('en-US', options)).not.toBe(first)
    expect(dateFormat('es-US', { ...options, timeZone: 'America/New_York' })).not.toBe(first)
    const at = new Date('2026-03-02T15:30:00Z')
    expect(first.format(at)).toBe(new Intl.DateTimeFormat('es-US', options).format(at))
  })

  it('throws for a zone Intl does not know, as the constructor does, and keeps nothing', () => {
    expect(() => dateFormat('en', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError)
    expect(() => dateFormat('en', { timeZone: 'Mars/Olympus_Mons' })).toThrow(RangeError)
  })
})
