import { describe, expect, it } from 'vitest'
import { sourceFromUrl } from '@/features/leads/intake/campaign-source'
import { isValidToken, tokenFor } from '@/lib/http/csrf'
import { decodeFlash, encodeFlash } from '@/features/leads/intake/flash'
import { sealFlash } from '@/features/leads/intake/flash-seal'
import { localeOfSection, rulesForPost } from '@/features/leads/intake/form-rules'
import { allowPost, clientIp } from '@/lib/http/rate-limit'
import { digitsOnly, sanitizeText, typedPhone } from '@/features/leads/intake/sanitize'
import { pagePathOf } from '@/features/leads/intake/page-path'

describe('sanitizeText', () => {
  it('keeps letters, digits, spaces and Spanish accented letters only', () => {
    expect(sanitizeText("  José Ñúñez-O'Brien <b>ü</b>; DROP TABLE leads;-- ")).toBe(
      'José ÑúñezOBrien büb DROP TABLE leads',
    )
  })
  it('collapses the gap left by a stripped separator and keeps message line breaks', () => {
    expect(sanitizeText('Footer Inglés - Google Ads')).toBe('Footer Inglés Google Ads')
    expect(sanitizeText('línea uno.\nlínea dos!', { multiline: true })).toBe('línea uno\nlínea dos')
  })
  it('turns the CRLF of a form post into LF without leaving spaces at line ends', () => {
    expect(sanitizeText('uno \r\n  dos\r\n\r\n\r\ntres', { multiline: true })).toBe(
      'uno\ndos\n\ntres',
    )
  })
})

describe('phone input', () => {
  it('keeps digits only and caps where the form caps', () => {
    expect(digitsOnly('+1 (202) 555-0143')).toBe('12025550143')
    expect(typedPhone('202-555-0143-999', 11)).toBe('20255501439')
    expect(typedPhone('202-555-0143-999')).toBe('2025550143999')
  })
})

describe('form rules', () => {
  it('reads the language from the section label', () => {
    expect(localeOfSection('Footer Inglés')).toBe('en')
    expect(localeOfSection('Contacto Español - fb')).toBe('es')
    expect(rulesForPost({ locale: 'en', seccion: 'Referidos' }).locale).toBe('en')
  })
  it('caps typed phones on Spanish forms but not on the footer', () => {
    expect(rulesForPost({ seccion: 'Contacto Español' }).phoneCap).toBe(11)
    expect(rulesForPost({ seccion: 'Footer Español' }).phoneCap).toBeUndefined()
    expect(rulesForPost({ seccion: 'Landing Parole Inglés' }).phoneCap).toBe(11)
  })
})

describe('CSRF tokens', () => {
  it('accept only the token of the cookie nonce', () => {
    const token = tokenFor('nonce-a')
    expect(isValidToken('nonce-a', token)).toBe(true)
    expect(isValidToken('nonce-b', token)).toBe(false)
    expect(isValidToken('nonce-a', `${token}x`)).toBe(false)
    expect(isValidToken(undefined, token)).toBe(false)
    expect(isValidToken('nonce-a', undefined)).toBe(false)
  })
})

describe('campaign source', () => {
  it('takes utm_source first, then the click id network', () => {
    expect(sourceFromUrl(new URL('https://x.test/?utm_source=facebook&gclid=1'))).toBe('facebook')
    expect(sourceFromUrl(new URL('https://x.test/?gclid=abc'))).toBe('Google Ads')
    expect(sourceFromUrl(new URL('https://x.test/?ttclid=abc'))).toBe('Tik Tok Ads')
    expect(sourceFromUrl(new URL('https://x.test/?utm_source=<script>'))).toBe('script')
    expect(sourceFromUrl(new URL('https://x.test/'))).toBeNull()
  })
})

describe('rate limit', () => {
  it('allows 10 posts a minute per IP by default', async () => {
    const now = 1_000_000
    for (let i = 0; i < 10; i++) expect(await allowPost('10.0.0.9', now + i)).toBe(true)
    expect(await allowPost('10.0.0.9', now + 11)).toBe(false)
    expect(await allowPost('10.0.0.10', now + 11)).toBe(true)
    expect(await allowPost('10.0.0.9', now + 60_001)).toBe(true)
  })
  it('ignores X-Forwarded-For without a trusted proxy: the peer address counts', () => {
    const headers = new Headers({
      'x-forwarded-for': '1.2.3.4, 10.0.0.1',
      'x-site-peer-address': '192.0.2.7',
    })
    expect(clientIp(headers, 0)).toBe('192.0.2.7')
  })
  it('with N trusted proxies takes the hop N back from the peer', () => {
    const headers = new Headers({
      'x-forwarded-for': '6.6.6.6, 1.2.3.4, 10.0.0.1',
      'x-site-peer-address': '10.0.0.2',
    })
    expect(clientIp(headers, 1)).toBe('10.0.0.1')
    expect(clientIp(headers, 2)).toBe('1.2.3.4')
    expect(clientIp(headers, 9)).toBe('6.6.6.6')
  })
  it('believes no header when the server did not stamp the peer', () => {
    const headers = new Headers({ 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '1.2.3.4' })
    expect(clientIp(headers, 0)).toBe('unknown')
    expect(clientIp(headers, 1)).toBe('unknown')
  })
})

describe('flash of a failed no-JavaScript post', () => {
  it('round-trips the form id, error and kept values', () => {
    const form = {
      section: 'Visa T Inglés',
      locale: 'en',
      endpoint: 'agregar',
      pagePath: '/en/humanitarian-visa/t-visa',
    } as const
    const raw = encodeFlash(
      'formularioGeneral',
      'phone',
      { nombre: 'Ana', phone: '12', x: 'y' },
      form,
    )
    expect(decodeFlash(raw)).toEqual({
      formId: 'formularioGeneral',
      error: 'phone',
      values: { nombre: 'Ana', phone: '12' },
      form,
    })
    expect(decodeFlash('garbage')).toBeNull()
    // Encrypted: neither the name nor the JSON is readable in the cookie.
    expect(Buffer.from(raw, 'base64url').toString('latin1')).not.toMatch(/Ana|formId/)
    // A cookie the site did not seal (the old plain base64 JSON) is refused.
    const plain = Buffer.from(JSON.stringify({ formId: 'f', error: 'phone' })).toString('base64url')
    expect(decodeFlash(plain)).toBeNull()
    // An altered byte fails GCM's tag.
    const bytes = Buffer.from(raw, 'base64url')
    bytes[bytes.length - 1] ^= 1
    expect(decodeFlash(bytes.toString('base64url'))).toBeNull()
  })
  it('checks what comes back from the visitor-controlled cookie', () => {
    const forged = sealFlash(
      JSON.stringify({
        formId: 'a"><b',
        error: 'phone',
        values: {},
        form: { locale: 'fr', endpoint: 'socialmedia', pagePath: '//evil.example/x' },
      }),
    )
    expect(decodeFlash(forged)?.form).toEqual({
      section: '',
      locale: 'es',
      endpoint: 'agregar',
      pagePath: '/x',
    })
    expect(decodeFlash(forged)?.formId).toBe('ab')
    const unknownError = sealFlash(JSON.stringify({ formId: 'f', error: 'x' }))
    expect(decodeFlash(unknownError)).toBeNull()
  })
})

describe('page path of a post', () => {
  it('is a site path whether the form sent it or only the Referer is known', () => {
    expect(pagePathOf('/landing/youtube?seccion=Video12')).toBe('/landing/youtube?seccion=Video12')
    expect(pagePathOf('https://firm.example/en/contact?utm_source=fb#x')).toBe(
      '/en/contact?utm_source=fb',
    )
    expect(pagePathOf('')).toBeUndefined()
    expect(pagePathOf(null)).toBeUndefined()
  })
  it('never starts with two slashes, so a redirect to it stays on the site', () => {
    expect(pagePathOf('https://firm.example//evil.example/x')).toBe('/evil.example/x')
    expect(pagePathOf('//evil.example/x')).toBe('/x')
  })
})
