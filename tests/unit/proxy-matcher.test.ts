import { describe, expect, it } from 'vitest'
import { config } from '@/proxy'
import { isRenderedPerRequest, proxyMatcher } from '@/lib/routing/proxy-paths'

const url = (path: string) => new URL(path, 'http://site.test')

describe("the proxy's paths come from the route table", () => {
  it('the literal matcher of proxy.ts is the one the table gives', () => {
    expect(config.matcher).toEqual(proxyMatcher())
  })

  it('tells the pages rendered per request from the cached ones', () => {
    for (const path of [
      '/landing/youtube',
      '/en/landing/youtube?utm_campaign=x',
      '/equipo/redes-sociales',
      '/blog?query=visa',
      '/en/blog?query=visa',
      '/busqueda-blog?query=visa',
    ]) {
      expect(isRenderedPerRequest(url(path)), path).toBe(true)
    }
    for (const path of ['/', '/blog', '/en/blog', '/blog?query=', '/blog?page=2', '/testimonios']) {
      expect(isRenderedPerRequest(url(path)), path).toBe(false)
    }
  })
})
