import { describe, expect, it } from 'vitest'
import {
  attributionOf,
  attributionRow,
  cleanClickId,
  cleanTouchValue,
  referrerHost,
} from '@/features/leads/intake/attribution'

const own = ['firm.example']

describe('lead attribution cleaning', () => {
  it('strips control characters and markup, trims and cuts at 200', () => {
    expect(cleanTouchValue(' <b>tik</b>tok\u0000\n ')).toBe('tiktok')
    expect(cleanTouchValue('<script>x')).toBe('x')
    expect(cleanTouchValue('<<<>>>')).toBeUndefined()
    expect(cleanTouchValue('a'.repeat(250))).toHaveLength(200)
    expect(cleanTouchValue(42)).toBeUndefined()
  })

  it('keeps click ids of a safe charset only', () => {
    expect(cleanClickId('Cj0K_abc-1.2~')).toBe('Cj0K_abc-1.2~')
    expect(cleanClickId('a b')).toBeUndefined()
    expect(cleanClickId('"><svg>')).toBeUndefined()
    expect(cleanClickId('x'.repeat(201))).toBeUndefined()
  })

  it('keeps an external referrer as its host only', () => {
    expect(referrerHost('https://www.Google.com/search?q=visa', own)).toBe('www.google.com')
    expect(referrerHost('l.facebook.com', own)).toBe('l.facebook.com')
    expect(referrerHost('https://firm.example/blog', own)).toBeUndefined()
    expect(referrerHost('not a host', own)).toBeUndefined()
  })

  it('takes the last touch from the page URL when the post has no touch fields', () => {
    const result = attributionOf(
      { nombre: 'x' },
      { pagePath: '/p?utm_source=tiktok&ttclid=abc&x=1', gpc: false, ownHosts: own },
    )
    expect(result.lastTouch).toEqual({
      utm_source: 'tiktok',
      ttclid: 'abc',
      landing_page: '/p?utm_source=tiktok&ttclid=abc&x=1',
    })
    expect(attributionOf({}, { pagePath: '/p', gpc: false, ownHosts: own }).lastTouch).toBe(
      undefined,
    )
  })

  it('drops click ids with GPC, ignores bad first-touch JSON, flattens to columns', () => {
    const result = attributionOf(
      { utm_source: 'google', gclid: 'abc', first_touch: '{bad' },
      { gpc: true, ownHosts: own },
    )
    expect(result).toEqual({
      lastTouch: { utm_source: 'google' },
      firstTouch: undefined,
      gpc: true,
    })
    expect(attributionRow(result)).toEqual({
      attribution_gpc: true,
      attribution_lastTouch_utm_source: 'google',
    })
  })

  it('with GPC, takes the click ids out of the landing pages too, the rest of the query kept', () => {
    const first = JSON.stringify({ landing_page: '/p?fbclid=IwAR1&utm_source=facebook' })
    const fields = { landing_page: '/visa?utm_source=google&gclid=abc&x=1', first_touch: first }
    const result = attributionOf(fields, { gpc: true, ownHosts: own })
    expect(result.lastTouch).toEqual({ landing_page: '/visa?utm_source=google&x=1' })
    expect(result.firstTouch).toEqual({ landing_page: '/p?utm_source=facebook' })
    // Without the signal the page is kept as sent.
    const kept = attributionOf(fields, { gpc: false, ownHosts: own })
    expect(kept.lastTouch?.landing_page).toBe('/visa?utm_source=google&gclid=abc&x=1')
    // Without JavaScript: the form page's query, the same way.
    const page = attributionOf(
      {},
      { pagePath: '/p?ttclid=abc&utm_source=tiktok', gpc: true, ownHosts: own },
    )
    expect(page.lastTouch).toEqual({ utm_source: 'tiktok', landing_page: '/p?utm_source=tiktok' })
  })
})
