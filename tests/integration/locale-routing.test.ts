import { describe, expect, it } from 'vitest'
import { sharedServer } from '../support/shared-server'
import { englishAliases, pathnames } from '@/i18n/routing'

// The public pages' locale routing is Next.js's own rewrites and redirects (no proxy on a cached
// page): every page of the route table answers at its public path in both languages, the
// default locale's prefix and the Spanish folder names under `/en` redirect to the one public
// address, and only the pages rendered per request carry a nonce and no shared-cache header.
const baseURL = sharedServer('baseURL')

const get = (path: string) => fetch(baseURL + path, { redirect: 'manual' })

/** Pages of the route table without a dynamic segment, as [internal, Spanish, English] paths. */
const staticRoutes = Object.entries(pathnames)
  .filter(([internal]) => !internal.includes('['))
  .map(([internal, paths]) => {
    const { es, en } = typeof paths === 'string' ? { es: paths, en: paths } : paths
    return [internal, es, en === '/' ? '/en' : `/en${en}`] as const
  })

// A page that only opens at a client's own link (the engagement letter) explains a bare visit
// with a 404: there is nothing at the address without the link.
const linkOnly = new Set(['/firmar'])

const cachedPage = /^public, s-maxage=\d+, stale-while-revalidate=\d+$/

describe('locale routing', () => {
  it.each(staticRoutes)(
    '%s answers at its public path in both languages',
    async (internal, es, en) => {
      for (const path of [es, en]) {
        const response = await get(path)
        expect(response.status, path).toBe(linkOnly.has(internal) ? 404 : 200)
        const html = await response.text()
        expect(html, path).toContain(`<html lang="${path.startsWith('/en') ? 'en' : 'es'}"`)
      }
    },
  )

  it('an English path with a dynamic segment reaches its folder', async () => {
    const attorney = await get('/en/attorneys/elena-rivera')
    expect(attorney.status).toBe(200)
    expect(await attorney.text()).toContain('<html lang="en"')
    expect((await get('/en/attorneys/no-such-attorney')).status).toBe(404)
  })

  it.each([
    ['/es', '/'],
    ['/es/testimonios', '/testimonios'],
    [
      '/es/blog/visa-u-victimas-de-crimenes?utm_source=tiktok',
      '/blog/visa-u-victimas-de-crimenes?utm_source=tiktok',
    ],
    ['/en/contacto', '/en/contact'],
    ['/en/servicios/abogado-de-inmigracion', '/en/services/immigration-lawyer'],
    ['/en/abogados/ana', '/en/attorneys/ana'],
  ])('%s redirects to %s', async (path, target) => {
    const response = await get(path)
    expect(response.status).toBe(307)
    const location = new URL(response.headers.get('location')!, baseURL)
    expect(location.pathname + location.search).toBe(target)
  })

  // The header's language switch as a page's HTML writes it (its script swaps in the page's
  // hreflang alternate once it runs): the server looks the other language up in the route table.
  it.each([
    ['/redireccion', '/en'],
    ['/redireccion/en', '/'],
    ['/redireccion/contacto', '/en/contact'],
    ['/redireccion/en/services/immigration-lawyer', '/servicios/abogado-de-inmigracion'],
    ['/redireccion/en/testimonios', '/testimonios'],
    ['/redireccion/en/no/such/page', '/es'],
  ])('the language switch %s leads to %s', async (path, target) => {
    const response = await get(path)
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe(target)
  })

  it('the English alias of the reviews page is served as is', async () => {
    for (const [alias] of Object.entries(englishAliases)) {
      const response = await get(alias)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toMatch(cachedPage)
    }
  })

  it('cached pages (404s included) have the shared-cache header and no nonce', async () => {
    for (const path of [
      '/',
      '/en',
      '/testimonios',
      '/en/reviews',
      '/blog',
      '/en/blog',
      '/blog?query=',
      '/no-such-page',
      '/en/x/y',
    ]) {
      const response = await get(path)
      expect(response.headers.get('cache-control'), path).toMatch(cachedPage)
      expect(response.headers.get('content-security-policy'), path).not.toContain('nonce-')
    }
  })

  it('pages rendered per request get a nonce and no shared-cache header', async () => {
    for (const path of [
      '/blog?query=visa',
      '/en/blog?query=visa',
      '/landing/youtube',
      '/en/landing/youtube',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toMatch(/no-store/)
      expect(response.headers.get('content-security-policy'), path).toMatch(/'nonce-[^']+'/)
    }
  })
})
