import { getTranslations } from 'next-intl/server'
import { BlogList } from '@/features/blog/components/BlogList'
import { resolveLocale, type LocaleParams } from '@/lib/routing/locale-params'
import { PageIntro } from '@/ui/PageIntro'
import { pageMetadata } from '@/lib/seo/metadata'

export async function generateMetadata({ params }: LocaleParams) {
  return pageMetadata(await resolveLocale(params), '/blog', 'blog')
}

/**
 * The blog list, cached like every public page. With `?query=` the same public path is the blog
 * search (busqueda-blog/page.tsx, by the rewrite of lib/routing/locale-routes.ts).
 */
export default async function BlogPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const t = await getTranslations({ locale, namespace: 'pages.blog' })
  return (
    <>
      <PageIntro title={t('title')} description={t('description')} />
      <BlogList locale={locale} />
    </>
  )
}
