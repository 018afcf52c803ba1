import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { NotFoundWithContent } from '@/lib/next-boundary/not-found-in-suspense'

const button =
  'inline-flex min-h-12 items-center justify-center rounded border-2 px-5 py-3 font-semibold'

/** The spec's 404 page: its heading, and links home and to contact (to report the problem). */
export async function NotFoundContent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <p className="text-lg font-semibold text-brand-700">{t('title')}</p>
      <h1 className="mt-2 text-4xl font-bold">{t('heading')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('text')}</p>
      {/* One column on a phone, one row from 640 px: both buttons the same height either way. */}
      <div className="mt-8 flex flex-col items-stretch justify-center gap-4 sm:flex-row sm:items-center">
        <a
          href={getPathname({ locale, href: '/' })}
          className={`${button} border-brand-700 bg-brand-700 text-white hover:bg-brand-800`}
        >
          {t('home')}
        </a>
        <a
          href={getPathname({ locale, href: '/contacto' })}
          className={`${button} border-brand-700 text-brand-800 hover:bg-brand-50`}
        >
          {t('report')}
        </a>
      </div>
    </section>
  )
}

/**
 * What a public route renders for a path with nothing behind it (an unknown article, attorney,
 * category or page): the 404 page painted by the server, answered with HTTP 404
 * (next-boundary/not-found-in-suspense.tsx says how, and what it relies on).
 */
export function NotFoundPage({ locale }: { locale: Locale }) {
  return (
    <NotFoundWithContent>
      <NotFoundContent locale={locale} />
    </NotFoundWithContent>
  )
}

/** The 404 page's document title in the page's language, kept out of search results. */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return { title: t('title'), robots: { index: false } }
}
