import en from '../../../../messages/en.json'
import es from '../../../../messages/es.json'
import type { Locale } from '@/i18n/routing'
import type { LeadErrorKey } from './error-keys'
import type { SituationKey } from './situations'

const catalogs = { es, en }

/** The spec's message for an error key, in the language of the post (for API answers). */
export function leadErrorText(locale: Locale, key: LeadErrorKey): string {
  return catalogs[locale].leadErrors[key]
}

export function situationText(locale: Locale, key: SituationKey): string {
  return catalogs[locale].situations[key]
}

/** The consent text exactly as the form shows it, stored with each lead. */
export function consentText(locale: Locale): string {
  return catalogs[locale].leadForm.consent
}
