import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { leadErrorKeys } from '../error-keys'
import type { LeadFlash } from '../flash'
import { situationKeys } from '../situations'
import type { LeadFormTexts } from './LeadForm.client'
import type { ErrorTexts } from './submit-lead'

/**
 * What every lead form's server part prepares: texts and messages, the same for every visitor so
 * the page can be cached. The browser fetches the CSRF token and campaign source itself; only the
 * retry page of a failed plain post passes its `flash` (message and input) in.
 */
export async function formBasics(locale: Locale, formId: string, flash?: LeadFlash | null) {
  const [t, errors, situationTexts] = await Promise.all([
    getTranslations({ locale, namespace: 'leadForm' }),
    getTranslations({ locale, namespace: 'leadErrors' }),
    getTranslations({ locale, namespace: 'situations' }),
  ])
  const errorTexts = Object.fromEntries(
    leadErrorKeys.map((key) => [key, errors(key)]),
  ) as ErrorTexts
  const texts: LeadFormTexts = {
    name: t('name'),
    email: t('email'),
    phone: t('phone'),
    message: t('message'),
    consent: t('consent'),
    showMore: t('showMore'),
    showLess: t('showLess'),
    submit: t('submit'),
    sending: t('sending'),
    honeypot: t('honeypot'),
    situationLabel: situationTexts('label'),
    situationPlaceholder: situationTexts('placeholder'),
  }
  const shown = flash?.formId === formId ? flash : null
  return {
    texts,
    errorTexts,
    situations: situationKeys.map((key) => ({ value: key, label: situationTexts(key) })),
    initial: {
      values: shown?.values ?? {},
      error: shown ? errorTexts[shown.error] : undefined,
      errorKey: shown?.error,
    },
  }
}
