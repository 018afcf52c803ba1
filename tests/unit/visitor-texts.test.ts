import { describe, expect, it } from 'vitest'
import { zonedTime } from '@/features/schedule/business-time'
import { keywordOf } from '@/features/texting/keywords'
import { openingWords } from '@/features/schedule/opening-words'
import { fillText, replyDefaults } from '../../src/features/leads/messaging/reply-defaults'

const zone = 'America/New_York'
// Wednesday 25 November 2026, 19:30 in New York.
const wednesdayEvening = zonedTime(zone, '2026-11-25', '19:30')

describe('when the firm will call, in words', () => {
  it('says tomorrow with the weekday and the time, in each language', () => {
    const opening = zonedTime(zone, '2026-11-26', '09:00')
    expect(openingWords(opening, wednesdayEvening, 'es', zone)).toBe(
      'mañana jueves a las 9:00 a. m., hora del Este',
    )
    expect(openingWords(opening, wednesdayEvening, 'en', zone)).toBe(
      'tomorrow, Thursday at 9:00 AM, Eastern Time',
    )
  })

  it('says today, a weekday this week, or the date further away', () => {
    const early = zonedTime(zone, '2026-11-25', '06:00')
    expect(openingWords(zonedTime(zone, '2026-11-25', '13:30'), early, 'es', zone)).toBe(
      'hoy a la 1:30 p. m., hora del Este',
    )
    const monday = zonedTime(zone, '2026-11-30', '09:00')
    expect(openingWords(monday, wednesdayEvening, 'es', zone)).toBe(
      'el lunes a las 9:00 a. m., hora del Este',
    )
    expect(openingWords(monday, wednesdayEvening, 'en', zone)).toBe(
      'on Monday at 9:00 AM, Eastern Time',
    )
    const later = zonedTime(zone, '2026-12-07', '09:00')
    expect(openingWords(later, wednesdayEvening, 'en', zone)).toBe(
      'on Monday, December 7 at 9:00 AM, Eastern Time',
    )
  })
})

describe('STOP, START and HELP keywords', () => {
  it('takes the whole message, trimmed, in any case, English or Spanish', () => {
    expect(keywordOf('  stop ')).toEqual({ keyword: 'STOP', action: 'opt-out' })
    expect(keywordOf('Parar.')).toEqual({ keyword: 'PARAR', action: 'opt-out' })
    expect(keywordOf('unstop')).toEqual({ keyword: 'UNSTOP', action: 'opt-in' })
    expect(keywordOf('Ayuda')).toEqual({ keyword: 'AYUDA', action: 'help' })
    expect(keywordOf('please stop calling me after 5')).toBeNull()
  })
})

describe('auto-reply texts', () => {
  it('fill every placeholder of the defaults', () => {
    const values = { firstName: 'Ana', firmName: 'Firm', nextOpening: 'mañana', phone: '(202)' }
    for (const texts of Object.values(replyDefaults)) {
      for (const text of Object.values(texts)) expect(fillText(text, values)).not.toMatch(/[{}]/)
    }
  })
})

describe('a closed-hours reply with a morning time', () => {
  const opening = zonedTime(zone, '2026-11-26', '09:00')
  for (const locale of ['es', 'en'] as const) {
    it(`ends the sentence with one period (${locale})`, () => {
      const nextOpening = openingWords(opening, wednesdayEvening, locale, zone)
      const values = { firstName: 'Ana', firmName: 'Firm', nextOpening, phone: '(202)' }
      for (const name of ['smsClosed', 'emailClosed'] as const) {
        const text = fillText(replyDefaults[locale][name], values)
        expect(text).toContain(nextOpening)
        expect(text).not.toMatch(/\.\./)
      }
    })
  }

  it('keeps one period whether or not the time ends with one', () => {
    expect(
      fillText('le llamaremos {nextOpening}. Gracias', { nextOpening: 'a las 9:00 a. m.' }),
    ).toBe('le llamaremos a las 9:00 a. m. Gracias')
    expect(fillText('we will call you {nextOpening}. Thanks', { nextOpening: 'at 9:00 AM' })).toBe(
      'we will call you at 9:00 AM. Thanks',
    )
    expect(fillText('{nextOpening}.', { nextOpening: '10:00 a.m.' })).toBe('10:00 a.m.')
  })
})
