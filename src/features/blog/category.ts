import { getCategories } from './queries'
import type { Locale } from '@/i18n/routing'

export async function findCategory(locale: Locale, slug: string) {
  const categories = await getCategories(locale)
  return categories.find((category) => category.slug === slug) ?? null
}
