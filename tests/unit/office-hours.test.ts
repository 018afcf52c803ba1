import { describe, expect, it } from 'vitest'
import { officeHoursLines } from '@/features/schedule/office-hours'

const weekdays = (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
  day,
  opens: '09:00',
  closes: '18:00',
}))

describe('office hours as a visitor reads them', () => {
  it('joins consecutive days with the same hours, in each language', () => {
    expect(officeHoursLines(weekdays, 'es')).toEqual([
      { days: 'Lunes a viernes', hours: '9:00 a. m.–6:00 p. m.' },
    ])
    expect(officeHoursLines(weekdays, 'en')).toEqual([
      { days: 'Monday to Friday', hours: '9:00 AM–6:00 PM' },
    ])
  })

  it('writes a 12-hour clock in both languages, midnight and noon included', () => {
    const hours = [
      { day: 'sat' as const, opens: '00:00', closes: '12:00' },
      { day: 'sun' as const, opens: '12:30', closes: '23:59' },
    ]
    expect(officeHoursLines(hours, 'en')).toEqual([
      { days: 'Saturday', hours: '12:00 AM–12:00 PM' },
      { days: 'Sunday', hours: '12:30 PM–11:59 PM' },
    ])
    expect(officeHoursLines(hours, 'es')).toEqual([
      { days: 'Sábado', hours: '12:00 a. m.–12:00 p. m.' },
      { days: 'Domingo', hours: '12:30 p. m.–11:59 p. m.' },
    ])
  })

  it('keeps a different day and split hours apart, and leaves closed days out', () => {
    const hours = [
      ...weekdays.filter((interval) => interval.day !== 'wed'),
      { day: 'wed' as const, opens: '13:00', closes: '17:00' },
      { day: 'wed' as const, opens: '08:30', closes: '12:00' },
      { day: 'sat' as const, opens: '10:00', closes: '14:00' },
      { day: 'sun' as const, opens: '12:00', closes: '12:00' },
    ]
    expect(officeHoursLines(hours, 'es')).toEqual([
      { days: 'Lunes y martes', hours: '9:00 a. m.–6:00 p. m.' },
      { days: 'Miércoles', hours: '8:30 a. m.–12:00 p. m., 1:00 p. m.–5:00 p. m.' },
      { days: 'Jueves y viernes', hours: '9:00 a. m.–6:00 p. m.' },
      { days: 'Sábado', hours: '10:00 a. m.–2:00 p. m.' },
    ])
  })
})
