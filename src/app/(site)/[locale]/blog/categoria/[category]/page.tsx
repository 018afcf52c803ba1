import { getTranslations } from 'next-intl/server'
import { findCategory } from '@/features/blog/category'
import { CategoryNav } from '@/features/blog/components/CategoryNav'
import { PostGrid } from '@/features/blog/components/PostGrid'
import { getBilingualCategories, getPostsOfCategory } from '@/features/blog/queries'
import { categoryPath } from '@/features/blog/urls'
import { resolveLocale } from '@/lib/routing/locale-params'
import { safeDecode } from '@/lib/routing/safe-decode'
import { NotFoundPage, notFoundMetadata } from '@/lib/routing/not-found-page'
import { PageIntro } from '@/ui/PageIntro'
import { alternates } from '@/lib/seo/metadata'

/** Rendered on first request and cached (ISR) like every public page; none at build time. */
export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ locale: string; category: string }> }

async function load(params: Props['params']) {
  const locale = await resolveLocale(params)
  const { category: slug } = await params
  const category = await findCategory(locale, safeDecode(slug))
  return { locale, category }
}

export async function generateMetadata({ params }: Props) {
  const { locale, category } = await load(params)
  if (!category) return notFoundMetadata(locale)
  const t = await getTranslations({ locale, namespace: 'pages.blogCategory' })
  const both = (await getBilingualCategories()).find((c) => c.id === category.id)
  const paths = {
    es: categoryPath('es', both?.es.slug ?? category.slug),
    en: categoryPath('en', both?.en.slug ?? category.slug),
  }
  return {
    // Not the bare name: 'Visas humanitarias' is also the humanitarian visa page's title.
    title: t('metaTitle', { category: category.name }),
    description: t('description', { category: category.name }),
    alternates: alternates(locale, paths),
  }
}

export default async function BlogCategoryPage({ params }: Props) {
  const { locale, category } = await load(params)
  if (!category) return <NotFoundPage locale={locale} />
  const t = await getTranslations({ locale, namespace: 'pages.blogCategory' })
  const posts = await getPostsOfCategory(category.id)
  return (
    <>
      <PageIntro
        title={category.name}
        description={t('description', { category: category.name })}
      />
      <div className="mx-auto max-w-7xl px-4 py-12">
        <CategoryNav locale={locale} current={category.slug} />
        <PostGrid posts={posts} locale={locale} />
      </div>
    </>
  )
}
