import type { Locale } from '@/i18n/routing'

/** Long date in the page's language: '5 de marzo de 2026' / 'March 5, 2026'. */
export function formatLongDate(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso))
}
