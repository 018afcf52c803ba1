import type { Metadata } from 'next'
import en from '../../../../messages/en.json'
import es from '../../../../messages/es.json'
import { getLocale, getTranslations } from 'next-intl/server'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'

// One title for both languages: metadata of a 404 has no `params`, and reading the locale from
// the request's headers would make every cached page that can answer 404 render per request.
export const metadata: Metadata = {
  title: `${es.notFound.title} · ${en.notFound.title}`,
  robots: { index: false },
}

export default async function NotFound() {
  const locale = (await getLocale()) as Locale
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <p className="text-lg font-semibold text-brand-700">{t('title')}</p>
      <h1 className="mt-2 text-4xl font-bold">{t('heading')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <a
          href={getPathname({ locale, href: '/' })}
          className="rounded bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {t('home')}
        </a>
        <a
          href={getPathname({ locale, href: '/contacto' })}
          className="rounded border-2 border-brand-700 px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t('report')}
        </a>
      </div>
    </section>
  )
}
