import { describe, expect, it } from 'vitest'
import { truncateText } from '@/lib/text'
import { isExternal, resolveHref } from '@/features/marketing/hrefs'

describe('truncateText', () => {
  it('keeps short texts and cuts long ones at 300 characters with an ellipsis', () => {
    expect(truncateText('Short text.', 300)).toBe('Short text.')
    const long = 'word '.repeat(100)
    const cut = truncateText(long, 300)
    expect(cut.length).toBeLessThanOrEqual(300)
    expect(cut.endsWith('…')).toBe(true)
  })

  it('strips HTML before measuring', () => {
    expect(truncateText('<p>Hola <strong>mundo</strong></p>', 300)).toBe('Hola mundo')
  })
})

describe('content hrefs', () => {
  it('puts the firm recruitment site in place of its token', () => {
    const firm = { recruitmentSiteUrl: 'https://drivers.example' }
    expect(resolveHref('{recruitmentSite}', firm)).toBe('https://drivers.example')
    expect(resolveHref('/visa-k1', firm)).toBe('/visa-k1')
    expect(isExternal('https://drivers.example')).toBe(true)
    expect(isExternal('/en/contact')).toBe(false)
  })
})
