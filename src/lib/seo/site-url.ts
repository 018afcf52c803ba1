/** Canonical origin of the site (SITE_URL), used for canonical links, hreflang and the sitemap. */
export function siteUrl(): URL {
  return new URL(process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`)
}
