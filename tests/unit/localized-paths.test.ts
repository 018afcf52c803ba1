import { describe, expect, it } from 'vitest'
import { getPathname } from '@/i18n/navigation'
import { pathnames, type InternalPathname } from '@/i18n/routing'
import { switchLanguagePath } from '@/i18n/switch-language'

const params = { name: 'elena-rivera', slug: 'un-articulo', category: 'noticias' }
const routes = Object.keys(pathnames) as InternalPathname[]
const href = (pathname: InternalPathname) =>
  pathname.includes('[') ? { pathname, params } : pathname

describe('getPathname', () => {
  it('gives the Spanish path without a prefix and the English one under /en', () => {
    expect(getPathname({ locale: 'es', href: '/' })).toBe('/')
    expect(getPathname({ locale: 'en', href: '/' })).toBe('/en')
    expect(getPathname({ locale: 'es', href: '/contacto' })).toBe('/contacto')
    expect(getPathname({ locale: 'en', href: '/contacto' })).toBe('/en/contact')
    expect(getPathname({ locale: 'en', href: '/visa-humanitaria/visa-vawa' })).toBe(
      '/en/humanitarian-visa/vawa-visa',
    )
  })

  it('fills the parameters of dynamic routes', () => {
    expect(getPathname({ locale: 'en', href: { pathname: '/abogados/[name]', params } })).toBe(
      '/en/attorneys/elena-rivera',
    )
    expect(
      getPathname({ locale: 'es', href: { pathname: '/blog/categoria/[category]', params } }),
    ).toBe('/blog/categoria/noticias')
    expect(
      getPathname({ locale: 'en', href: { pathname: '/blog/categoria/[category]', params } }),
    ).toBe('/en/blog/category/noticias')
  })

  it('encodes a parameter so it stays one path segment', () => {
    expect(
      getPathname({ locale: 'es', href: { pathname: '/blog/[slug]', params: { slug: 'a/b c' } } }),
    ).toBe('/blog/a%2Fb%20c')
  })

  it('refuses a dynamic route without its parameter', () => {
    expect(() =>
      getPathname({ locale: 'es', href: { pathname: '/abogados/[name]', params: {} } }),
    ).toThrow(/name/)
  })

  it.each(routes.filter((route) => !route.startsWith('/blog/')))(
    'agrees with the language switch on %s',
    (route) => {
      const es = getPathname({ locale: 'es', href: href(route) })
      const en = getPathname({ locale: 'en', href: href(route) })
      expect(switchLanguagePath(es)).toBe(en)
      expect(switchLanguagePath(en)).toBe(es)
    },
  )
})
