import { env } from '@/lib/env.mjs'

/** Canonical origin of the site (SITE_URL), used for canonical links, hreflang and the sitemap. */
export function siteUrl(): URL {
  const { SITE_URL, PORT } = env()
  return new URL(SITE_URL ?? `http://localhost:${PORT}`)
}
