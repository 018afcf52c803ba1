import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { leadErrorKeys } from '../error-keys'
import { pageCampaignSource, pageCsrfToken, pageFlash } from '../page-context'
import { situationKeys } from '../situations'
import type { LeadFormTexts } from './LeadForm.client'
import type { ErrorTexts } from './submit-lead'

/** What every lead form's server part prepares: texts, messages, token, source, flash. */
export async function formBasics(locale: Locale, formId: string) {
  const [t, errors, situationTexts, csrfToken, source, flash] = await Promise.all([
    getTranslations({ locale, namespace: 'leadForm' }),
    getTranslations({ locale, namespace: 'leadErrors' }),
    getTranslations({ locale, namespace: 'situations' }),
    pageCsrfToken(),
    pageCampaignSource(),
    pageFlash(formId),
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
  return {
    texts,
    errorTexts,
    csrfToken,
    source,
    situations: situationKeys.map((key) => ({ value: key, label: situationTexts(key) })),
    initial: {
      values: flash?.values ?? {},
      error: flash ? errorTexts[flash.error] : undefined,
      errorKey: flash?.error,
    },
  }
}
