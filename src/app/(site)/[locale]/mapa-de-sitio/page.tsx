import { getAttorneys } from '@/features/attorneys/queries'
import { getCategories, getPosts } from '@/features/blog/queries'
import { getFirmProfile } from '@/features/firm/queries'
import { SitemapPage } from '@/features/marketing/components/SitemapPage'
import { getPageLinks } from '@/features/pages/queries'
import { resolveLocale, type LocaleParams } from '@/lib/routing/locale-params'
import { pageMetadata } from '@/lib/seo/metadata'
import { getPathname } from '@/i18n/navigation'

export async function generateMetadata({ params }: LocaleParams) {
  return pageMetadata(await resolveLocale(params), '/mapa-de-sitio', 'sitemap')
}

export default async function SitemapRoute({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const [firm, attorneys, categories, posts, campaigns] = await Promise.all([
    getFirmProfile(locale),
    getAttorneys(locale),
    getCategories(locale),
    getPosts(),
    getPageLinks(locale),
  ])
  const blog = [
    ...categories.map((category) => ({
      label: category.name,
      href: getPathname({
        locale,
        href: { pathname: '/blog/categoria/[category]', params: { category: category.slug } },
      }),
    })),
    ...posts.map((post) => ({
      label: post.title[locale],
      href: getPathname({
        locale,
        href: { pathname: '/blog/[slug]', params: { slug: post.slug[locale] } },
      }),
    })),
  ]
  return (
    <SitemapPage
      locale={locale}
      founder={{ name: firm.founderName, slug: firm.founderSlug }}
      attorneys={attorneys}
      blog={blog}
      campaigns={campaigns}
    />
  )
}
