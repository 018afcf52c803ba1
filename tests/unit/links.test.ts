import { describe, expect, it } from 'vitest'
import { normalizePath } from '@/features/pages/redirect-rules'
import { isAllowedLink, linkMessage, sitePath } from '@/lib/links'
import { isKnownPushEndpoint } from '@/lib/push-services'

describe('site paths (issue 33, finding 6)', () => {
  it('are paths of this site only', () => {
    expect(sitePath(' /contacto ')).toBe('/contacto')
    expect(sitePath('/en/contact#form')).toBe('/en/contact#form')
    for (const offSite of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/a\nb',
      'https://x.example',
      'contacto',
      '',
      null,
    ]) {
      expect(sitePath(offSite), String(offSite)).toBeNull()
    }
  })

  it('are stored by redirects without query, trailing slash or a way off the site', () => {
    expect(normalizePath('/campana/?utm=1')).toBe('/campana')
    expect(normalizePath('/')).toBe('/')
    expect(normalizePath('/\\evil.example/login')).toBeNull()
    expect(normalizePath('//evil.example')).toBeNull()
  })
})

describe('links of a field', () => {
  it('take only the kinds the field allows', () => {
    expect(isAllowedLink('mailto:ana@firm.example', { mailto: true })).toBe(true)
    expect(isAllowedLink('mailto:ana@firm.example', { https: true, path: true })).toBe(false)
    expect(isAllowedLink('tel:+13055550100', { tel: true })).toBe(true)
    expect(isAllowedLink('tel:+1 305', { tel: true })).toBe(false)
    expect(isAllowedLink('/contacto', { https: true })).toBe(false)
    expect(isAllowedLink('{recruitmentSite}', { path: true, https: true })).toBe(false)
    expect(isAllowedLink(' https://x.example', { https: true })).toBe(false)
  })

  it('say what they take in the admin language', () => {
    expect(linkMessage({ path: true, https: true }, 'en')).toBe(
      'Use a path of this site starting with / or an https:// address.',
    )
    expect(linkMessage({ https: true }, 'es')).toBe('Use una dirección https://.')
  })
})

describe('push endpoints (issue 33, finding 8)', () => {
  it("are https addresses of the browsers' push services", () => {
    for (const known of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
      'https://wns2-by3p.notify.windows.com/w/?token=abc',
    ]) {
      expect(isKnownPushEndpoint(known), known).toBe(true)
    }
    for (const other of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://a@fcm.googleapis.com/x',
      'https://127.0.0.1/x',
      'https://notify.windows.com.evil.example/x',
      'not a url',
    ]) {
      expect(isKnownPushEndpoint(other), other).toBe(false)
    }
  })
})
