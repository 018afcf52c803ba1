import type { Locale } from '@/i18n/routing'

export type LeadFormKind = 'general' | 'situation' | 'parole' | 'referral' | 'socialmedia'

/** What one form variant checks, so the browser and the server validate alike. */
export type FormRules = {
  kind: LeadFormKind
  locale: Locale
  /** The Spanish contact form does not check the terms box; the social-media form has none. */
  requireTerms: boolean
  /** Visa pages use the short e-mail message variant. */
  emailMessage: 'email' | 'emailShort'
  /** Typed phone digits are capped on the Spanish and parole forms. */
  phoneCap?: number
}

type PostHints = {
  seccion?: string
  locale?: string
  endpoint?: 'agregar' | 'tramcase' | 'socialmedia'
}

export function localeOfSection(seccion = ''): Locale {
  return /Ingl[eé]s/i.test(seccion) ? 'en' : 'es'
}

/**
 * The rules of the form a post came from, told by its endpoint and section label (the spec's
 * labels name the page and language), or the explicit `locale` field the site's forms send.
 */
export function rulesForPost(fields: Record<string, string>, hints: PostHints = {}): FormRules {
  const seccion = fields.seccion ?? hints.seccion ?? ''
  const locale: Locale =
    fields.locale === 'en' || fields.locale === 'es' ? fields.locale : localeOfSection(seccion)
  const base = { locale, emailMessage: 'email' as const }
  if (hints.endpoint === 'socialmedia') {
    return { ...base, kind: 'socialmedia', requireTerms: false }
  }
  if (/^Landing Parole/i.test(seccion) || 'casado' in fields || 'estancia' in fields) {
    return { ...base, kind: 'parole', requireTerms: true, phoneCap: 11 }
  }
  if (/^Referidos/i.test(seccion) || 'referidor_nombre' in fields) {
    return { ...base, kind: 'referral', requireTerms: false, phoneCap: 11 }
  }
  const needsSituation =
    hints.endpoint === 'tramcase' || /^(Youtube Landing|Tik Tok Ads|Tramcase)/i.test(seccion)
  return {
    ...base,
    kind: needsSituation ? 'situation' : 'general',
    requireTerms: !/^Contacto Español/i.test(seccion),
    emailMessage: /^Visa /i.test(seccion) ? 'emailShort' : 'email',
    phoneCap: locale === 'es' && !/^Footer/i.test(seccion) ? 11 : undefined,
  }
}
