import { describe, expect, it } from 'vitest'
import en from '../../messages/en.json'
import es from '../../messages/es.json'

const stopWords = {
  es: 'Responda STOP para no recibir más mensajes.',
  en: 'Reply STOP to opt out.',
}
/** The booking texts sent by SMS: none of them answers a text of the visitor. */
const smsTexts = ['confirmation', 'moved', 'cancelled', '24h', '1h', 'no-show'] as const

describe('booking texts', () => {
  for (const [locale, catalog] of [
    ['es', es],
    ['en', en],
  ] as const) {
    it(`end with the opt-out words (${locale})`, () => {
      for (const name of smsTexts)
        expect(catalog.booking.texts[name]).toMatch(
          new RegExp(`\\S ${stopWords[locale].replace(/\./g, '\\.')}$`),
        )
    })

    it(`never put a period right after a link (${locale})`, () => {
      for (const name of smsTexts) expect(catalog.booking.texts[name]).not.toContain('{link}.')
    })
  }
})
