import { describe, expect, it } from 'vitest'
import { excerpt } from '@/lib/text'
import {
  foldText,
  maxQueryLength,
  normalizeQuery,
  normalizeSearchText,
} from '@/features/blog/search-normalize'

describe('search normalizer', () => {
  it('ignores case and accents', () => {
    expect(foldText('Inmigración')).toBe('inmigracion')
    expect(foldText('PETICIÓN Familiar')).toBe('peticion familiar')
    expect(foldText('Ñandú ÜBER')).toBe('nandu uber')
    expect(normalizeSearchText('Inmigración').includes(normalizeQuery('INMIGRACION'))).toBe(true)
  })

  it('strips HTML tags and collapses whitespace in article text', () => {
    expect(
      normalizeSearchText('<h2 id="a">Visa&nbsp;U</h2>\n<p>Víctimas  de <b>crímenes</b></p>'),
    ).toBe('visa u victimas de crimenes')
  })

  it('keeps quotes, percent signs and underscores as plain text', () => {
    expect(normalizeQuery(`"it's" 100% a_b`)).toBe(`"it's" 100% a_b`)
  })

  it('caps the query and treats blank as no search', () => {
    expect(normalizeQuery('a'.repeat(2000))).toHaveLength(maxQueryLength)
    expect(normalizeQuery('   ')).toBe('')
    expect(normalizeQuery(null)).toBe('')
  })
})

describe('excerpt', () => {
  it('cuts plain text at 100 characters on a word boundary with an ellipsis', () => {
    const text = excerpt(`<p>${'palabra '.repeat(30)}</p>`, 100)
    expect(text.length).toBeLessThanOrEqual(101)
    expect(text.endsWith('…')).toBe(true)
    expect(text).not.toContain('<')
  })

  it('keeps short text whole', () => {
    expect(excerpt('<p>Corto</p>')).toBe('Corto')
  })
})
