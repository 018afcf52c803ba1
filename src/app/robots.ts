import type { MetadataRoute } from 'next'
import { siteUrl } from '@/lib/seo/site-url'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const origin = siteUrl().origin
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/cms', '/api/'] }],
    sitemap: `${origin}/sitemap.xml`,
  }
}
