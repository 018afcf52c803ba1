import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'

type Props = {
  locale: Locale
  error?: 'telefono' | 'limite'
  /** The form is the page (sent back with its message): its title is the page's h1. */
  standalone?: boolean
}

/**
 * The unsubscribe form: a plain post that works without JavaScript (the page stays cached and
 * the same for everyone; the post is checked as same-origin by the browser's fetch metadata).
 */
export async function SmsOptOutForm({ locale, error, standalone }: Props) {
  const t = await getTranslations({ locale, namespace: 'smsOptOut' })
  const Title = standalone ? 'h1' : 'h2'
  return (
    <form
      method="post"
      action="/api/sms/unsubscribe"
      className="mx-auto mb-12 max-w-3xl px-4"
      aria-labelledby="sms-opt-out-title"
    >
      <div className="rounded border border-slate-200 bg-slate-50 p-5">
        <Title id="sms-opt-out-title" className="text-2xl font-bold text-brand-900">
          {t('title')}
        </Title>
        <p className="mt-2 text-slate-700">{t('intro')}</p>
        <input type="hidden" name="locale" value={locale} />
        <label htmlFor="sms-opt-out-phone" className="lead-label mt-4 block">
          {t('phone')}
        </label>
        <div className="mt-1 flex flex-wrap gap-3">
          <input
            id="sms-opt-out-phone"
            name="phone"
            type="tel"
            required
            autoComplete="tel"
            inputMode="tel"
            placeholder="(202) 555-0143"
            aria-invalid={error === 'telefono' ? true : undefined}
            aria-describedby={error ? 'sms-opt-out-error' : undefined}
            className="lead-input min-w-0 flex-1 basis-56"
          />
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded bg-accent-600 px-5 py-3 font-semibold uppercase tracking-wide text-white hover:bg-accent-500"
          >
            {t('submit')}
          </button>
        </div>
        {error ? (
          <p id="sms-opt-out-error" role="alert" className="mt-3 font-semibold text-red-700">
            {t(error === 'limite' ? 'tooMany' : 'invalidPhone')}
          </p>
        ) : null}
      </div>
    </form>
  )
}
