import type { Locale } from '@/i18n/routing'

export type LeadFormKind = 'general' | 'situation' | 'parole' | 'referral' | 'socialmedia'
export type LeadEndpoint = 'agregar' | 'tramcase' | 'socialmedia'

/** What a placement's form checks (spec section 5), per language where the spec has them differ. */
export type PlacementRules = {
  kind: LeadFormKind
  /** Whether the terms box must be ticked. */
  terms: Record<Locale, boolean>
  /** Visa pages use the short e-mail message variant. */
  emailMessage: 'email' | 'emailShort'
  /** Cap of typed phone digits: the Spanish and parole forms; never the footer. */
  phoneCap: Partial<Record<Locale, number>>
}

const always = { es: true, en: true }

/** The general form: name, e-mail, phone, terms; Spanish phones capped at 11 digits. */
export const generalRules: PlacementRules = {
  kind: 'general',
  terms: always,
  emailMessage: 'email',
  phoneCap: { es: 11 },
}
const footerRules: PlacementRules = { ...generalRules, phoneCap: {} }
/** The Spanish contact form does not check the terms box. */
const contactRules: PlacementRules = { ...generalRules, terms: { es: false, en: true } }
const visaRules: PlacementRules = { ...generalRules, emailMessage: 'emailShort' }
/** Tramcase, YouTube and TikTok: a situation is chosen between phone and terms. */
const situationRules: PlacementRules = { ...generalRules, kind: 'situation' }
const paroleRules: PlacementRules = {
  ...generalRules,
  kind: 'parole',
  phoneCap: { es: 11, en: 11 },
}
const referralRules: PlacementRules = {
  ...paroleRules,
  kind: 'referral',
  terms: { es: false, en: false },
}
const socialRules: PlacementRules = {
  ...generalRules,
  kind: 'socialmedia',
  terms: { es: false, en: false },
  phoneCap: {},
}

/**
 * One place of a lead form. `es` and `en` are the spec's section labels ('Footer Inglés'); the
 * label sent is this plus ' - {source}' when a campaign source is known.
 */
type PlacementEntry = {
  es: string
  en: string
  /** Length of the collapsed consent preview. */
  consentPreview: number
  rules: PlacementRules
  endpoint: LeadEndpoint
  /** Languages in which the visitor is thanked even when the post is not a success. */
  thanksEvenOnError?: readonly Locale[]
}

const general = (es: string, en: string, consentPreview: number, rules = generalRules) =>
  ({ es, en, consentPreview, rules, endpoint: 'agregar' }) as const
const landing = (label: string, rules: PlacementRules, endpoint: LeadEndpoint = 'agregar') =>
  ({ es: label, en: label, consentPreview: 200, rules, endpoint }) as const

/** Every place a lead form appears: its section labels, consent preview, rules and endpoint. */
export const placements = {
  footer: {
    ...general('Footer Español', 'Footer Inglés', 200, footerRules),
    thanksEvenOnError: ['es'],
  },
  contact: general('Contacto Español', 'Contacto Inglés', 250, contactRules),
  visaT: general('Visa T Español', 'Visa T Inglés', 50, visaRules),
  visaVawa: general('Visa Vawa Español', 'Visa Vawa Inglés', 50, visaRules),
  visaU: general('Visa U Español', 'Visa U Inglés', 50, visaRules),
  visaK: general('Visa K Español', 'Visa K Inglés', 50, visaRules),
  humanitarian: general('Visa Humanitaria Español', 'Visa Humanitaria Inglés', 50, visaRules),
  immigrationLawyer: general('Inmigración Español', 'Inmigración Inglés', 200),
  personalInjury: general('Lesiones Personales Español', 'Lesiones Personales Inglés', 200),
  services: general('Servicios Español', 'Servicios Inglés', 200),
  team: general('Abogados Español', 'Abogados Inglés', 200),
  about: general('Nosotros Español', 'Nosotros Inglés', 200),
  blog: general('Blog Español', 'Blog Inglés', 250),
  humanitarianContact: general(
    'Contacto Visas Humanitarias Español',
    'Contacto Visas Humanitarias Inglés',
    250,
  ),
  tramcase: landing('Tramcase', situationRules, 'tramcase'),
  /** 'Youtube Landing {video}': the page adds the video's name from its `seccion` parameter. */
  youtube: landing('Youtube Landing', situationRules),
  tiktok: landing('Tik Tok Ads', situationRules),
  parole: general('Landing Parole Español', 'Landing Parole Inglés', 200, paroleRules),
  referrals: landing('Referidos', referralRules),
  socialMedia: landing('Social Media', socialRules, 'socialmedia'),
  /** A campaign page's form block: its label is the block's own `sectionLabel`. */
  campaign: landing('Página de campaña', generalRules),
  campaignSituation: landing('Página de campaña con situación', situationRules),
} as const satisfies Record<string, PlacementEntry>

export type Placement = keyof typeof placements

export function sectionLabel(placement: Placement, locale: Locale): string {
  return placements[placement][locale]
}

export function placementEntry(placement: Placement): PlacementEntry {
  return placements[placement]
}
