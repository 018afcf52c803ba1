import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { getCategories } from '../queries'
import { categoryPath } from '../urls'

/** Links to every category; the current one is marked. */
export async function CategoryNav({ locale, current }: { locale: Locale; current?: string }) {
  const t = await getTranslations({ locale, namespace: 'blogPage' })
  const categories = await getCategories(locale)
  return (
    <nav aria-label={t('categories')} className="mb-8">
      <ul className="flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category.id}>
            <a
              href={categoryPath(locale, category.slug)}
              aria-current={category.slug === current ? 'page' : undefined}
              className="inline-block rounded-full border border-brand-600 px-4 py-1 text-brand-700 hover:bg-brand-50 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
