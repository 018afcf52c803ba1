import { getTranslations } from 'next-intl/server'
import { redirect } from 'next/navigation'
import { getPathname } from '@/i18n/navigation'
import { BlogSearchResults } from '@/features/blog/components/BlogSearchResults'
import { resolveLocale, type LocaleParams } from '@/lib/routing/locale-params'
import { PageIntro } from '@/ui/PageIntro'
import { pageMetadata } from '@/lib/seo/metadata'

// The visitor's query is in the HTML: rendered per request (nothing per visitor beyond it).
export const dynamic = 'force-dynamic'

type Props = LocaleParams & { searchParams: Promise<{ query?: string | string[] }> }

export async function generateMetadata({ params }: Props) {
  return pageMetadata(await resolveLocale(params), '/blog', 'blog')
}

/**
 * The blog search, at the blog list's public path with `?query=` (the rewrite of
 * lib/routing/locale-routes.ts, from i18n/routing.ts's `renderedPerRequest.search`). Reached
 * at its own path without a query, it sends the visitor to the list.
 */
export default async function BlogSearchPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params)
  const { query } = await searchParams
  const text = (Array.isArray(query) ? query[0] : query) ?? ''
  if (!text) redirect(getPathname({ locale, href: '/blog' }))
  const t = await getTranslations({ locale, namespace: 'pages.blog' })
  return (
    <>
      <PageIntro title={t('title')} description={t('description')} />
      <BlogSearchResults locale={locale} query={text} />
    </>
  )
}
