import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { BookingSettings } from '@/features/booking/booking-settings.global'

// Issue 38, item 6: an availability row's times are checked in the admin's language.

type Validate = (value: unknown, options: Record<string, unknown>) => string | true

function rowField(name: 'from' | 'to'): Validate {
  const availability = BookingSettings.fields.find(
    (field) => 'name' in field && field.name === 'availability',
  ) as { fields: { fields: Field[] }[] }
  const field = availability.fields[0].fields.find((f) => 'name' in f && f.name === name)
  return (field as unknown as { validate: Validate }).validate
}

const check = (name: 'from' | 'to', value: string, from: string, language = 'es') =>
  rowField(name)(value, { siblingData: { from, to: value }, req: { i18n: { language } } })

describe('availability times', () => {
  it('take "To" after "From"', () => {
    expect(check('to', '17:00', '09:00')).toBe(true)
    expect(check('to', '23:59', '00:00')).toBe(true)
    expect(check('from', '08:15', '09:00')).toBe(true)
  })

  it('refuse "To" at or before "From" in plain words, in Spanish and English', () => {
    expect(check('to', '09:00', '17:00')).toBe(
      'La hora «Hasta» debe ser posterior a la hora «Desde».',
    )
    expect(check('to', '09:00', '09:00', 'en')).toBe(
      'The “To” time must be later than the “From” time.',
    )
  })

  it('refuse a time that is not one', () => {
    expect(check('from', '9am', '9am')).toBe('Elija una hora de la lista.')
    expect(check('to', '24:00', '09:00', 'en')).toBe('Choose a time from the list.')
  })
})
