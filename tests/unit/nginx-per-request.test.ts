import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { publicPath, routeTable } from '@/i18n/routing'
import { isRenderedPerRequest } from '@/lib/routing/proxy-paths'

// deploy/nginx.conf skips its cache (and the cache lock) for the pages the app renders per
// request; its patterns must say of every path what the app's own rule says.

const conf = fs.readFileSync(path.resolve(import.meta.dirname, '../../deploy/nginx.conf'), 'utf8')

/** The regular expressions of the `$site_per_request` map (nginx's PCRE, JavaScript-compatible). */
function perRequestPatterns(): RegExp[] {
  const block = /map "\$uri\|\$arg_query" \$site_per_request \{([^}]*)\}/.exec(conf)
  if (!block) throw new Error('deploy/nginx.conf has no $site_per_request map')
  return [...block[1].matchAll(/^\s*"~([^"]+)" 1;$/gm)].map(([, source]) => new RegExp(source))
}

/** What nginx decides for `target`: the map's key is the path, `|`, then ?query='s value. */
function nginxSkipsCache(target: string) {
  const url = new URL(target, 'http://site.test')
  const key = `${url.pathname}|${url.searchParams.get('query') ?? ''}`
  return perRequestPatterns().some((pattern) => pattern.test(key))
}

const samples = [
  ...routeTable
    .flatMap((row) => [publicPath('es', row.es), publicPath('en', row.en)])
    .filter((page) => !page.includes('['))
    .flatMap((page) => [page, `${page}?query=visa`, `${page}?query=`, `${page}?utm_source=x`]),
  '/blog/visa-u-victimas-de-crimenes',
  '/busqueda-blog?query=visa',
  '/en/busqueda-blog?query=visa',
  '/equipo/redes-sociales',
  '/formulario/contacto',
]

describe('nginx skips its cache exactly for the pages rendered per request', () => {
  it('agrees with the app on every path of the route table, with and without a search', () => {
    expect(samples.length).toBeGreaterThan(100)
    for (const sample of samples) {
      expect(nginxSkipsCache(sample), sample).toBe(
        isRenderedPerRequest(new URL(sample, 'http://x')),
      )
    }
    expect(nginxSkipsCache('/blog?query=visa')).toBe(true)
    expect(nginxSkipsCache('/')).toBe(false)
  })
})
