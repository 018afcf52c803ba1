import type { Locale } from '@/i18n/routing'

/**
 * Where the general lead form appears, with the spec's section label per language and the length
 * of its collapsed consent preview. The label sent is this plus ' - {source}' when a campaign
 * source is known.
 */
export const placements = {
  footer: { es: 'Footer Español', en: 'Footer Inglés', consentPreview: 200 },
  contact: { es: 'Contacto Español', en: 'Contacto Inglés', consentPreview: 250 },
  visaT: { es: 'Visa T Español', en: 'Visa T Inglés', consentPreview: 50 },
  visaVawa: { es: 'Visa Vawa Español', en: 'Visa Vawa Inglés', consentPreview: 50 },
  visaU: { es: 'Visa U Español', en: 'Visa U Inglés', consentPreview: 50 },
  visaK: { es: 'Visa K Español', en: 'Visa K Inglés', consentPreview: 50 },
  humanitarian: {
    es: 'Visa Humanitaria Español',
    en: 'Visa Humanitaria Inglés',
    consentPreview: 50,
  },
  immigrationLawyer: {
    es: 'Inmigración Español',
    en: 'Inmigración Inglés',
    consentPreview: 200,
  },
  services: { es: 'Servicios Español', en: 'Servicios Inglés', consentPreview: 200 },
  team: { es: 'Abogados Español', en: 'Abogados Inglés', consentPreview: 200 },
  about: { es: 'Nosotros Español', en: 'Nosotros Inglés', consentPreview: 200 },
  blog: { es: 'Blog Español', en: 'Blog Inglés', consentPreview: 250 },
} as const satisfies Record<string, { es: string; en: string; consentPreview: number }>

export type Placement = keyof typeof placements

export function sectionLabel(placement: Placement, locale: Locale): string {
  return placements[placement][locale]
}
