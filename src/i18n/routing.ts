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
  '/servicios/lesiones-personales': {
    es: '/servicios/lesiones-personales',
    en: '/services/personal-injury',
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
  '/llamada': { es: '/llamada', en: '/call' },
  '/cuestionario': { es: '/cuestionario', en: '/questionnaire' },
  '/firmar': { es: '/firmar', en: '/sign' },
  '/pago': { es: '/pago', en: '/payment' },
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

/** One row of the route table: the internal route and its public path in each language. */
export type RouteRow = { internal: InternalPathname; es: string; en: string }

/**
 * The route table as rows, the one list the locale routing reads: Next.js's rewrites and
 * redirects (lib/routing/locale-routes.ts), the proxy's paths (lib/routing/proxy-paths.ts), the
 * language switch (switch-language.ts) and `getPathname` (navigation.ts).
 */
export const routeTable: RouteRow[] = Object.entries(pathnames).map(([internal, paths]) => ({
  internal: internal as InternalPathname,
  ...(typeof paths === 'string' ? { es: paths, en: paths } : paths),
}))

/**
 * Paths outside the locale routing (no locale, no page cache): endpoints, Payload (admin, REST),
 * the lead retry page, the language switch's redirect route. Prefixes of a path, without `/`.
 */
export const unlocalizedPrefixes = [
  'api',
  'cms',
  'admin',
  '_next',
  '_vercel',
  'csrf-token',
  'formulario',
  'google-reviews',
  'search/blog',
  'redireccion',
  'en/api',
  'healthz',
  'readyz',
] as const

/** Where the proxy runs and what no shared cache keeps (lib/routing/proxy-paths.ts). */
export type PerRequestPaths = {
  /** Pages of the table whose HTML depends on the query string, in both languages. */
  pages: InternalPathname[]
  /** Spanish-only paths of their own, with everything under them. */
  prefixes: string[]
  /**
   * A page of the table that, with a `query` parameter, is answered per request by `route` (a
   * folder of `app/(site)/[locale]`) at the same public path, so the page itself stays cached.
   */
  search: { page: InternalPathname; query: string; route: string }
}

/**
 * What is rendered for each request rather than cached: the proxy gives its scripts a nonce, and
 * no shared cache keeps it. Every other public page is cached. The YouTube landing reads its
 * campaign from the query string, the SMS opt-out confirmation its outcome; Payload's admin, the lead retry page and the staff's
 * social-team page read the session; the blog list with `?query=` (the search boxes' submit
 * without JavaScript) is the blog search.
 */
export const renderedPerRequest: PerRequestPaths = {
  pages: [
    '/landing/youtube',
    '/cancelar-sms/listo',
    '/llamada',
    '/cuestionario',
    '/firmar',
    '/pago',
  ],
  prefixes: ['admin', 'formulario', 'equipo'],
  search: { page: '/blog', query: 'query', route: '/busqueda-blog' },
}

/**
 * Routes whose parameter is a different slug in each language (an article, a category): the
 * language switch cannot fill it from the path and goes through `/redireccion`.
 */
export const slugPerLanguage: InternalPathname[] = ['/blog/[slug]', '/blog/categoria/[category]']

/** A path in the table's form for one language, with the `/en` prefix where needed. */
export function publicPath(locale: Locale, inner: string): string {
  if (locale === 'es') return inner
  return inner === '/' ? '/en' : `/en${inner}`
}

/** The live-sessions pages share the `/[name]` route: Next.js has no partial dynamic segments. */
export const livePrefix = { es: 'transmisiones-en-vivo-con-', en: 'as-seen-live-with-' } as const

/** Extra public aliases the spec gives (`/en/testimonios` serves the reviews page too). */
export const englishAliases: Record<string, string> = { '/en/testimonios': '/en/reviews' }
