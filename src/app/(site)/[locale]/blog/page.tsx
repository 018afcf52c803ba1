import { getTranslations } from 'next-intl/server'
import { BlogList } from '@/features/blog/components/BlogList'
import { resolveLocale, type LocaleParams } from '@/lib/routing/locale-params'
import { PageIntro } from '@/ui/PageIntro'
import { pageMetadata } from '@/lib/seo/metadata'

// Its HTML depends on the query string: rendered per request (nothing per visitor in it).
export const dynamic = 'force-dynamic'

type Props = LocaleParams & { searchParams: Promise<{ query?: string | string[] }> }

export async function generateMetadata({ params }: Props) {
  return pageMetadata(await resolveLocale(params), '/blog', 'blog')
}

export default async function BlogPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'pages.blog' })
  const { query } = await searchParams
  return (
    <>
      <PageIntro title={t('title')} description={t('description')} />
      <BlogList locale={locale} query={(Array.isArray(query) ? query[0] : query) ?? ''} />
    </>
  )
}
