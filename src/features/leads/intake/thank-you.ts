import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import type { LeadFormKind } from './form-rules'

/** Where a sent form goes: /en/thank-you in English, /gracias in Spanish, referrals apart. */
export function thankYouPath(locale: Locale, kind: LeadFormKind): string {
  return getPathname({ locale, href: kind === 'referral' ? '/gracias-referidos' : '/gracias' })
}
