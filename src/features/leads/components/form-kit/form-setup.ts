import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import { leadErrorKeys, type LeadErrorKey } from '../../intake/error-keys'
import type { LeadFlash } from '../../intake/flash'
import { rulesOfPlacement } from '../../intake/form-rules'
import { placementEntry, type Placement } from '../../intake/placements'
import { situationKeys } from '../../intake/situations'
import { thankYouPath } from '../../intake/thank-you'
import type { ErrorTexts, LeadFormSetup, LeadFormTexts } from './types'

const leadFormKeys = [
  'name',
  'email',
  'phone',
  'message',
  'consent',
  'showMore',
  'showLess',
  'submit',
  'sending',
  'honeypot',
] as const

type Options = {
  placement: Placement
  locale: Locale
  formId: string
  /** A label of the placement's own (the YouTube video's), else the table's. */
  section?: string
  /** Only on the retry page of a failed plain post: its message and the visitor's input. */
  flash?: LeadFlash | null
  /** A campaign page's form block: its consent preview and thank-you page. */
  consentPreview?: number
  thankYou?: 'referral'
}

/**
 * What every lead form's server part prepares from its placement: rules, endpoint, thank-you
 * page and the texts and messages, the same for every visitor so the page can be cached. The
 * browser fetches the CSRF token and campaign source itself.
 */
export async function leadFormSetup(options: Options): Promise<LeadFormSetup> {
  const { placement, locale, formId, flash } = options
  const entry = placementEntry(placement)
  const [t, errors, situationTexts] = await Promise.all([
    getTranslations({ locale, namespace: 'leadForm' }),
    getTranslations({ locale, namespace: 'leadErrors' }),
    getTranslations({ locale, namespace: 'situations' }),
  ])
  const errorTexts = Object.fromEntries(
    leadErrorKeys.map((key) => [key, errors(key)]),
  ) as ErrorTexts
  const texts: LeadFormTexts = {
    ...catalogTexts(t, leadFormKeys),
    situationLabel: situationTexts('label'),
    situationPlaceholder: situationTexts('placeholder'),
  }
  const rules = rulesOfPlacement(placement, locale)
  const shown = flash?.formId === formId ? flash : null
  return {
    formId,
    action: `/api/prospecto/${entry.endpoint}`,
    label: options.section ?? entry[locale],
    rules,
    thankYou: thankYouPath(locale, options.thankYou ?? rules.kind),
    thanksEvenOnError: entry.thanksEvenOnError?.includes(locale) ?? false,
    consentPreview: options.consentPreview ?? entry.consentPreview,
    texts,
    errors: errorTexts,
    situations: situationKeys.map((key) => ({ value: key, label: situationTexts(key) })),
    initial: {
      values: shown?.values ?? {},
      error: shown ? errorTexts[shown.error] : undefined,
      errorField: shown ? fieldOfError(shown.error) : undefined,
    },
  }
}

/** The texts of `keys` from a catalog namespace, as one object. */
export function catalogTexts<K extends string>(t: (key: K) => string, keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<K, string>
}

/** The field a message is about when only its key is known (the no-JavaScript flash). */
const fieldOfKey: Partial<Record<LeadErrorKey, string>> = {
  name: 'nombre',
  email: 'email',
  emailShort: 'email',
  phone: 'phone',
  phoneMin: 'phone',
  situation: 'situacion',
  terms: 'checkbox',
  married: 'casado',
  stay: 'estancia',
  referrals: 'nombre',
  agent: 'agente',
  link: 'link',
}

function fieldOfError(key: LeadErrorKey | undefined): string {
  return (key && fieldOfKey[key]) || ''
}
