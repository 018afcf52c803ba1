import type { Locale } from '@/i18n/routing'
import type { LeadFormKind } from './form-rules'

/** Where a sent form goes: /en/thank-you in English, /gracias/ in Spanish, referrals apart. */
export function thankYouPath(locale: Locale, kind: LeadFormKind): string {
  if (kind === 'referral') return locale === 'en' ? '/en/thank-you-referrals' : '/gracias-referidos'
  return locale === 'en' ? '/en/thank-you' : '/gracias'
}
