import type { MetadataRoute } from 'next'
import { getAttorneys } from '@/features/attorneys/queries'
import { getBilingualCategories, getPosts } from '@/features/blog/queries'
import { articlePath, categoryPath } from '@/features/blog/urls'
import { getFirmProfile } from '@/features/firm/queries'
import { dynamicPages, publicPages } from '@/features/marketing/public-pages'
import { getPagePaths } from '@/features/pages/queries'
import { alternatePaths } from '@/lib/seo/metadata'
import { siteUrl } from '@/lib/seo/site-url'

// Content changes at any time: build the list per request (its data calls are cached by tag).
export const dynamic = 'force-dynamic'

/** Every public page in both languages, each with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = siteUrl().origin
  const [firm, attorneys, posts, categories, campaignPages] = await Promise.all([
    getFirmProfile('es'),
    getAttorneys('es'),
    getPosts(),
    getBilingualCategories(),
    getPagePaths(),
  ])
  // Blog pages have a slug per language, so each language's path is built from its own slug.
  const blogPairs = [
    ...posts.map((post) => ({
      es: articlePath('es', post.slug.es),
      en: articlePath('en', post.slug.en),
    })),
    ...categories.map((category) => ({
      es: categoryPath('es', category.es.slug),
      en: categoryPath('en', category.en.slug),
    })),
  ]
  const pairs = [
    ...blogPairs,
    ...publicPages().map((page) => alternatePaths(page.href)),
    ...dynamicPages({ name: firm.founderName, slug: firm.founderSlug }, attorneys).map(
      (page) => page.paths,
    ),
  ]
  // Campaign pages list the languages they are published in (one or both).
  const campaigns = campaignPages.flatMap((paths) => {
    const languages = Object.fromEntries(
      Object.entries(paths).map(([locale, path]) => [locale, origin + path]),
    )
    return Object.values(languages).map((url) => ({ url, alternates: { languages } }))
  })
  const paired = pairs.flatMap((paths) => {
    const languages = { es: origin + paths.es, en: origin + paths.en }
    return [
      { url: languages.es, alternates: { languages } },
      { url: languages.en, alternates: { languages } },
    ]
  })
  return [...paired, ...campaigns]
}
