import { describe, expect, it } from 'vitest'
import { consentPreview } from '@/features/leads/components/form-kit/consent-preview'
import en from '../../messages/en.json'
import es from '../../messages/es.json'

describe('the consent preview', () => {
  it('ends on a whole word, never inside one', () => {
    expect(consentPreview('including automated messages. Message rates apply.', 36)).toBe(
      'including automated messages…',
    )
    expect(consentPreview('Acepto los términos; luego, más.', 20)).toBe('Acepto los términos…')
    expect(consentPreview('Wait... then more words here', 8)).toBe('Wait…')
    expect(consentPreview('one two three', 9)).toBe('one two…')
    expect(consentPreview('one two three', 7)).toBe('one two…')
    expect(consentPreview('short', 10)).toBe('short')
  })

  it('ends with one ellipsis, never after a period or comma (no "messages.…")', () => {
    for (const text of [en.leadForm.consent, es.leadForm.consent]) {
      for (let length = 20; length < text.length; length += 1) {
        const preview = consentPreview(text, length)
        expect(preview, `${length}`).toMatch(/[^\s.,;:…]…$/)
        expect(preview.match(/…/g), `${length}`).toHaveLength(1)
      }
    }
  })

  it("cuts no word of either language's consent text at any preview length", () => {
    for (const text of [en.leadForm.consent, es.leadForm.consent]) {
      const words = new Set(text.split(/\s+/).map((word) => word.replace(/[.,;:]$/, '')))
      for (let length = 20; length < text.length; length += 3) {
        const last = consentPreview(text, length).slice(0, -1).split(/\s+/).pop()!
        expect(words, `${length}: ${last}`).toContain(last)
      }
    }
  })
})
