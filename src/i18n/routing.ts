import { defineRouting } from 'next-intl/routing'

export const locales = ['es', 'en'] as const
export type Locale = (typeof locales)[number]

/** A localized value as Payload returns it with `locale: 'all'`. */
export type Bilingual<T = string> = Record<Locale, T>

/**
 * The spec's route table. Keys are the internal routes (folders under `app/(site)/[locale]`),
 * values the public path in each language. The language switch and the sitemap read this map too.
 */
export const pathnames = {
  '/': '/',
  '/servicios': { es: '/servicios', en: '/services' },
  '/servicios/abogado-de-inmigracion': {
    es: '/servicios/abogado-de-inmigracion',
    en: '/services/immigration-lawyer',
  },
  '/abogados': { es: '/abogados', en: '/attorneys' },
  '/abogados/[name]': { es: '/abogados/[name]', en: '/attorneys/[name]' },
  '/nosotros': { es: '/nosotros', en: '/about-us' },
  '/visa-humanitaria': { es: '/visa-humanitaria', en: '/humanitarian-visa' },
  '/visa-humanitaria/visa-vawa': {
    es: '/visa-humanitaria/visa-vawa',
    en: '/humanitarian-visa/vawa-visa',
  },
  '/visa-humanitaria/visa-t': { es: '/visa-humanitaria/visa-t', en: '/humanitarian-visa/t-visa' },
  '/visa-humanitaria/visa-u': { es: '/visa-humanitaria/visa-u', en: '/humanitarian-visa/u-visa' },
  '/visa-k1': { es: '/visa-k1', en: '/k1-visa' },
  '/testimonios': { es: '/testimonios', en: '/reviews' },
  '/blog': '/blog',
  '/blog/[slug]': '/blog/[slug]',
  '/blog/categoria/[category]': {
    es: '/blog/categoria/[category]',
    en: '/blog/category/[category]',
  },
  '/contacto': { es: '/contacto', en: '/contact' },
  '/terminos-y-condiciones': { es: '/terminos-y-condiciones', en: '/terms-and-conditions' },
  '/politica-de-privacidad': { es: '/politica-de-privacidad', en: '/privacy-policy' },
  '/suscripcion-sms': { es: '/suscripcion-sms', en: '/sms-subscription' },
  '/cancelar-sms': { es: '/cancelar-sms', en: '/sms-unsubscribe' },
  '/cancelar-sms/listo': { es: '/cancelar-sms/listo', en: '/sms-unsubscribe/done' },
  '/mapa-de-sitio': { es: '/mapa-de-sitio', en: '/sitemap' },
  '/gracias': { es: '/gracias', en: '/thank-you' },
  '/gracias-referidos': { es: '/gracias-referidos', en: '/thank-you-referrals' },
  '/tramcase': '/tramcase',
  '/landing/youtube': '/landing/youtube',
  '/landing/tiktok': '/landing/tiktok',
  '/referidos': { es: '/referidos', en: '/referrals' },
  '/parole': '/parole',
  '/contacto-para-tramite-de-visas-humanitarias': '/contacto-para-tramite-de-visas-humanitarias',
  '/[name]': '/[name]',
} as const

export type InternalPathname = keyof typeof pathnames

export const routing = defineRouting({
  locales,
  defaultLocale: 'es',
  localePrefix: 'as-needed',
  localeDetection: false,
  // No cookie: cached pages must answer without Set-Cookie (the URL already names the locale).
  localeCookie: false,
  pathnames,
})

/** The live-sessions pages share the `/[name]` route: Next.js has no partial dynamic segments. */
export const livePrefix = { es: 'transmisiones-en-vivo-con-', en: 'as-seen-live-with-' } as const

/** Extra public aliases the spec gives (`/en/testimonios` serves the reviews page too). */
export const englishAliases: Record<string, string> = { '/en/testimonios': '/en/reviews' }
