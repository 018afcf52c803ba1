import { describe, expect, it } from 'vitest'
import { parseIndice, serializeIndice } from '@/features/blog/indice'

describe('indice parser and serializer', () => {
  it("splits sections on ';;' and each into Spanish title, English title and anchor on '**'", () => {
    expect(
      parseIndice('¿Quién califica?**Who qualifies?**quien-califica;;Pruebas**Evidence**pruebas'),
    ).toEqual([
      { titleEs: '¿Quién califica?', titleEn: 'Who qualifies?', anchor: 'quien-califica' },
      { titleEs: 'Pruebas', titleEn: 'Evidence', anchor: 'pruebas' },
    ])
  })

  it('trims spaces, drops a leading # and skips blank or incomplete sections', () => {
    expect(parseIndice(' Uno ** One ** #uno ;; ;;Dos**Two;;Tres**Three**  ;;')).toEqual([
      { titleEs: 'Uno', titleEn: 'One', anchor: 'uno' },
    ])
  })

  it('uses one language title for the other when one is missing', () => {
    expect(parseIndice('**Only English**only')).toEqual([
      { titleEs: 'Only English', titleEn: 'Only English', anchor: 'only' },
    ])
  })

  it('returns an empty list for empty input', () => {
    expect(parseIndice('')).toEqual([])
    expect(parseIndice(null)).toEqual([])
    expect(parseIndice(undefined)).toEqual([])
  })

  it('serializes back to the same string (round trip)', () => {
    const indice = 'Requisitos**Requirements**requisitos;;Hijos**Children**hijos'
    expect(serializeIndice(parseIndice(indice))).toBe(indice)
    expect(serializeIndice([])).toBe('')
    expect(serializeIndice(null)).toBe('')
  })
})
