import { getLocale, getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { SearchSuggestions } from '@/features/blog/ui'

/**
 * Blog search as a plain GET form (it works before any script runs), with live suggestions from
 * `suggestUrl` once the page is interactive.
 */
export async function SearchBox({
  action,
  id,
  suggestUrl,
  className = '',
  compact = false,
}: {
  action: string
  id: string
  suggestUrl: string
  className?: string
  compact?: boolean
}) {
  const size = compact ? 'py-1' : 'py-2'
  const t = await getTranslations('search')
  const s = await getTranslations('searchSuggestions')
  const locale = (await getLocale()) as Locale
  return (
    <form role="search" action={action} method="get" className={`flex ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('label')}
      </label>
      <SearchSuggestions
        inputId={id}
        endpoint={suggestUrl}
        locale={locale}
        placeholder={t('placeholder')}
        inputClassName={`w-full rounded-l border border-slate-400 bg-white px-3 text-slate-900 ${size}`}
        labels={{
          list: s('label'),
          countOne: s('countOne'),
          countMany: s.raw('countMany') as string,
          none: s('none'),
        }}
      />
      <button
        type="submit"
        className={`rounded-r bg-brand-600 px-3 font-semibold text-white hover:bg-brand-700 ${size}`}
      >
        {t('submit')}
      </button>
    </form>
  )
}
