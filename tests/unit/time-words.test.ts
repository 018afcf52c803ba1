import { describe, expect, it } from 'vitest'
import { clockTime, wallClock } from '@/lib/time-words'
import { timeWithZone, zoneWords } from '@/lib/zone-words'
import { callTime } from '@/features/booking/texts'
import en from '../../messages/en.json'
import es from '../../messages/es.json'

// 15:00 UTC on Tuesday 10 March 2026 (after the US change to daylight time; Arizona and Puerto
// Rico do not change).
const at = new Date('2026-03-10T15:00:00Z')

const usZones = [
  ['America/New_York', '11:00 a. m., hora del Este', '11:00 AM, Eastern Time'],
  ['America/Chicago', '10:00 a. m., hora del Centro', '10:00 AM, Central Time'],
  ['America/Denver', '9:00 a. m., hora de la Montaña', '9:00 AM, Mountain Time'],
  ['America/Phoenix', '8:00 a. m., hora de Arizona', '8:00 AM, Arizona Time'],
  ['America/Los_Angeles', '8:00 a. m., hora del Pacífico', '8:00 AM, Pacific Time'],
  ['America/Puerto_Rico', '11:00 a. m., hora de Puerto Rico', '11:00 AM, Puerto Rico Time'],
] as const

describe('a time with its zone, the one way texts and pages write it', () => {
  for (const [zone, spanish, english] of usZones) {
    it(`names ${zone} plainly, once`, () => {
      expect(timeWithZone(at, zone, 'es')).toBe(spanish)
      expect(timeWithZone(at, zone, 'en')).toBe(english)
    })
  }

  it('spells "a. m." and "p. m." one way in Spanish, "AM" and "PM" in English', () => {
    const afternoon = new Date('2026-03-10T21:05:00Z')
    expect(clockTime(afternoon, 'America/Chicago', 'es')).toBe('4:05 p. m.')
    expect(clockTime(afternoon, 'America/Chicago', 'en')).toBe('4:05 PM')
    expect(wallClock('09:00', 'es')).toBe('9:00 a. m.')
    expect(wallClock('18:30', 'es')).toBe('6:30 p. m.')
    expect(wallClock('00:00', 'en')).toBe('12:00 AM')
    expect(wallClock('12:00', 'en')).toBe('12:00 PM')
    for (const locale of ['es', 'en'] as const)
      expect(clockTime(at, 'America/Chicago', locale)).not.toMatch(/[ap]\.m\.|\u00a0|\u202f/)
  })

  it('never puts brackets in a zone name, and names a zone outside the list by its place', () => {
    for (const catalog of [es, en])
      for (const name of Object.values(catalog.timeZones.names)) expect(name).not.toMatch(/[()]/)
    expect(zoneWords('Europe/Madrid', 'es')).toBe('hora de Madrid')
    expect(zoneWords('America/Argentina/Buenos_Aires', 'en')).toBe('Buenos Aires Time')
  })

  it('gives each zone the picker offers a plain name in both languages', () => {
    for (const catalog of [es, en])
      expect(Object.keys(catalog.timeZones.names).sort()).toEqual(
        Object.keys(catalog.booking.zones).sort(),
      )
  })

  it('writes a booked call with its day, time and zone, no brackets', () => {
    expect(callTime(at, 'America/Chicago', 'es')).toBe(
      'martes 10 de marzo, 10:00 a. m., hora del Centro',
    )
    expect(callTime(at, 'America/Los_Angeles', 'en')).toBe(
      'Tuesday, March 10, 8:00 AM, Pacific Time',
    )
  })
})
