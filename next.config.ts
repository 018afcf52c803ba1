import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'
import path from 'node:path'
import { pageCacheHeaders } from './src/lib/next-boundary/cache-control-rule'
import { setting } from './src/lib/env.mjs'
import { bucketPrefixes } from './src/lib/storage/bucket-prefixes'
import {
  localeRedirects,
  localeRewrites,
  perRequestNotFoundRewrites,
} from './src/lib/routing/locale-routes'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next hashes a cached page's whole HTML on each request to make its ETag: 14 % of the CPU of
  // serving `/` (npm run bench:pages). Pages are cached by shared caches for `s-maxage`, and the
  // browser asks again anyway, so the hash buys little.
  generateEtags: false,
  // Pages, data and optimized images in memory; tag revalidation reaches every instance when
  // REDIS_URL is set (src/lib/cache/handler/index.mjs says how).
  cacheHandler: path.resolve('src/lib/cache/handler/index.mjs'),
  images: {
    formats: ['image/avif', 'image/webp'],
    // Pages are not flushed to disk (below), and then Next keeps no optimized image either: it
    // would encode every image again on every request (about 100 ms of CPU each, a hero image's
    // whole load time). The cache handler keeps them in memory.
    customCacheHandler: true,
    // Local images without a query (Next's default), and the site's images on S3: the storage
    // plugin names them `/cms/api/media/file/<name>?prefix=media`, a query Next's optimizer
    // refuses ("url" parameter is not allowed) unless allowed here, exactly.
    localPatterns: [
      { pathname: '/**', search: '' },
      { pathname: '/cms/api/media/file/**', search: `?prefix=${bucketPrefixes.media}` },
    ],
  },
  // The security headers of every response are set by the request intake (lib/http/intake.ts),
  // the nonce policy of responses rendered per request by the proxy.
  async headers() {
    return pageCacheHeaders()
  },
  // The public pages' locale routing, without the proxy (lib/routing/locale-routes.ts).
  async redirects() {
    return localeRedirects()
  },
  async rewrites() {
    return { beforeFiles: perRequestNotFoundRewrites(), afterFiles: localeRewrites(), fallback: [] }
  },
  // `npm run typecheck` checks the whole project with the route types `next typegen` writes, what
  // the build's own check covers; CI runs it first and tells the build (BUILD_TYPES_CHECKED=1) so
  // that the same check does not run twice. Any other build checks the types itself.
  typescript: { ignoreBuildErrors: setting('BUILD_TYPES_CHECKED') === '1' },
  experimental: {
    // Pages rendered on demand stay in this process's memory: a restart (say, on a restored or
    // fresh database) starts from an empty page cache instead of HTML of another database.
    isrFlushToDisk: false,
    // Next 16.4 writes Turbopack's build cache by default; CI's single build of a clean clone
    // never reads it (BUILD_FILESYSTEM_CACHE=0 in .ci/run).
    turbopackFileSystemCacheForBuild: setting('BUILD_FILESYSTEM_CACHE') === '1',
    // Next loads every route's modules at start by default (about 130 MB of JavaScript to
    // compile here, some 9 s of CPU in the background of the first requests); 0 loads each
    // route's modules on its first request (Next's memory-usage guide, "Preloading Entries").
    preloadEntriesOnStart: setting('PRELOAD_ROUTES_ON_START') === '1',
  },
}

const withAll = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
const headersOfAll = withAll.headers

/**
 * Payload asks every response of the site for the visitor's colour scheme (its admin theme):
 * `Critical-CH` makes Chrome send a visitor's first request again, a whole extra round trip on
 * the first page of every campaign visitor, and `Vary` on it splits each cached public page by
 * colour scheme in shared caches. Only the admin uses the hint, so only the admin asks for it.
 */
async function headers() {
  const rules = (await headersOfAll?.()) ?? []
  return rules.flatMap((rule) =>
    rule.headers.some((header) => header.key === 'Critical-CH')
      ? [{ ...rule, source: '/admin/:path*' }]
      : [rule],
  )
}

const config: NextConfig = { ...withAll, headers }

export default config
