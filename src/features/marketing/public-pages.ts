import { alternatePaths, personalPaths } from '@/i18n/navigation'
import { attorneyHref } from '@/features/attorneys'
import type { Href } from '@/lib/seo/metadata'

export type PublicPage = { href: Href; messageKey: string; group: SitemapGroup }
export type SitemapGroup = 'main' | 'visas' | 'attorneys' | 'legal'

/** Every public page of the route table (thank-you pages are not listed: they follow a form). */
const staticPages: PublicPage[] = [
  { href: '/', messageKey: 'home', group: 'main' },
  { href: '/servicios', messageKey: 'services', group: 'main' },
  { href: '/servicios/abogado-de-inmigracion', messageKey: 'immigrationLawyer', group: 'main' },
  { href: '/servicios/lesiones-personales', messageKey: 'personalInjury', group: 'main' },
  { href: '/nosotros', messageKey: 'about', group: 'main' },
  { href: '/testimonios', messageKey: 'reviews', group: 'main' },
  { href: '/blog', messageKey: 'blog', group: 'main' },
  { href: '/contacto', messageKey: 'contact', group: 'main' },
  { href: '/visa-humanitaria', messageKey: 'humanitarian', group: 'visas' },
  { href: '/visa-humanitaria/visa-vawa', messageKey: 'vawa', group: 'visas' },
  { href: '/visa-humanitaria/visa-t', messageKey: 'tVisa', group: 'visas' },
  { href: '/visa-humanitaria/visa-u', messageKey: 'uVisa', group: 'visas' },
  { href: '/visa-k1', messageKey: 'k1', group: 'visas' },
  { href: '/abogados', messageKey: 'attorneys', group: 'attorneys' },
  { href: '/terminos-y-condiciones', messageKey: 'terms', group: 'legal' },
  { href: '/politica-de-privacidad', messageKey: 'privacy', group: 'legal' },
  { href: '/suscripcion-sms', messageKey: 'smsSubscription', group: 'legal' },
  { href: '/cancelar-sms', messageKey: 'smsUnsubscribe', group: 'legal' },
  { href: '/mapa-de-sitio', messageKey: 'sitemap', group: 'legal' },
]

export type DynamicPage = {
  group: SitemapGroup
  /** Label when it is a person's name; otherwise `messageKey` with `{name}`. */
  label?: string
  messageKey?: string
  paths: { es: string; en: string }
}

/** The pages that depend on content: attorney profiles, the founder page and her lives. */
export function dynamicPages(
  founder: { name: string; slug: string },
  attorneys: { name: string; slug: string }[],
): DynamicPage[] {
  return [
    ...attorneys.map((attorney) => ({
      group: 'attorneys' as const,
      label: attorney.name,
      paths: alternatePaths(attorneyHref(attorney.slug)),
    })),
    { group: 'main', messageKey: 'founder', paths: personalPaths('founder', founder.slug) },
    { group: 'main', messageKey: 'lives', paths: personalPaths('lives', founder.slug) },
  ]
}

export function publicPages(): PublicPage[] {
  return staticPages
}
