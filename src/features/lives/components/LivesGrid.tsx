import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { CardImage } from '@/ui/CardImage'
import { PaginatedList } from '@/ui/PaginatedList.client'
import { paginationLabels } from '@/ui/pagination-labels'
import type { Live } from '../queries'

/** The recorded lives, 3 per page under a results text; a page change scrolls back to the top. */
export async function LivesGrid({ locale, lives }: { locale: Locale; lives: Live[] }) {
  const t = await getTranslations({ locale, namespace: 'lives' })
  return (
    <section aria-labelledby="lives-results" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="lives-results" className="mb-6 text-xl font-semibold text-brand-900">
        {t('results', { count: lives.length })}
      </h2>
      <PaginatedList
        perPage={3}
        labels={await paginationLabels()}
        listClassName="grid gap-6 md:grid-cols-3"
        scrollOnChange="top"
      >
        {lives.map((live) => (
          <a
            key={live.id}
            href={live.url}
            target="_blank"
            rel="noopener noreferrer"
            className="block overflow-hidden rounded-lg bg-white shadow hover:shadow-lg"
          >
            <CardImage image={live.image} sizes="(min-width: 768px) 33vw, 100vw" />
            <span className="block p-4">
              <span className="block text-lg font-bold text-brand-900">{live.name}</span>
              <span className="mt-1 block text-sm text-brand-700 underline">{t('watch')}</span>
            </span>
          </a>
        ))}
      </PaginatedList>
    </section>
  )
}
