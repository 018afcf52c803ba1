import { getTranslations } from 'next-intl/server'
import type { PaginationLabels } from './PaginatedList.client'

export async function paginationLabels(): Promise<PaginationLabels> {
  const t = await getTranslations('pagination')
  return { navigation: t('navigation'), previous: t('previous'), next: t('next'), page: t('page') }
}
