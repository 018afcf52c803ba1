import { describe, expect, it } from 'vitest'
import { cleanSource } from '@/features/leads/intake/campaign-source'
import { nonceFrom } from '@/lib/http/csrf-cookie'
import { decodeFlash } from '@/features/leads/intake/flash'
import { isIsoDateTime } from '@/features/leads/intake/schemas'
import { withoutControls } from '@/features/leads/intake/sanitize'
import { redactedUrl } from '@/lib/payload/startup-check'
import { safeDecode } from '@/lib/routing/safe-decode'

describe('visitor text that does not decode', () => {
  it('keeps a value that is not percent-encoding as it came', () => {
    expect(safeDecode('100%')).toBe('100%')
    expect(safeDecode('%E0%A4%A')).toBe('%E0%A4%A')
    expect(safeDecode('caf%C3%A9')).toBe('café')
  })
  it('reads a campaign source decoded once too often without throwing', () => {
    expect(cleanSource('100%')).toBe('100')
    expect(cleanSource('%E0%A4%A')).toBe('E0A4A')
    expect(cleanSource('Google%20Ads')).toBe('Google Ads')
  })
  it('replaces a CSRF nonce that is not what the site issues', () => {
    const issued = nonceFrom(undefined)
    expect(issued).toMatch(/^[\w-]{24}$/)
    expect(nonceFrom(issued)).toBe(issued)
    for (const odd of ['\nnonce-nonce-nonce-x', '€'.repeat(20), 'short', 'a'.repeat(101)]) {
      expect(nonceFrom(odd)).not.toBe(odd)
    }
  })
  it('ignores a flash cookie that is not ours', () => {
    expect(decodeFlash('%%%')).toBeNull()
    expect(decodeFlash(Buffer.from('[1]').toString('base64url'))).toBeNull()
  })
})

describe('fecha_hora', () => {
  it('accepts ISO 8601 date-times of real days', () => {
    expect(isIsoDateTime('2026-11-22T10:00:00.000Z')).toBe(true)
    expect(isIsoDateTime('2026-11-22T04:00:00-06:00')).toBe(true)
    expect(isIsoDateTime('2024-02-29T23:59')).toBe(true)
  })
  it('refuses markup, NUL bytes, impossible days and other formats', () => {
    for (const value of [
      '<b>2026</b>',
      '2026-11-22T10:00:00.000Z\u0000',
      '2026-02-31T10:00:00Z',
      '2026-11-22T24:00:00Z',
      '2026-11-22',
      'Mon, 22 Nov 2026 10:00:00 GMT',
      '',
    ]) {
      expect(isIsoDateTime(value), value).toBe(false)
    }
  })
})

describe('other stored text', () => {
  it('drops control characters, NUL included, from a conversation link', () => {
    expect(withoutControls('https://m.me/1\u0000\u0007\u009f')).toBe('https://m.me/1')
  })
  it('never prints a database password', () => {
    expect(redactedUrl('postgres://site:s3cr%40t@db:5432/site')).toBe(
      'postgres://site:***@db:5432/site',
    )
    expect(redactedUrl('file:./data/site.db')).toBe('file:./data/site.db')
  })
})
