import { getTranslations } from 'next-intl/server'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import type { CategoryLink } from '@/features/blog'
import type { Firm } from '@/features/firm'

export type NavLink = { label: string; href: string; external?: boolean; nested?: boolean }
export type NavItem = NavLink & { children?: NavLink[]; mobileOnlyChildren?: NavLink[] }

/** The spec's header menu, with every href already localized. */
export async function navigationItems(
  locale: Locale,
  firm: Firm,
  categories: CategoryLink[],
  attorneys: { name: string; slug: string }[],
): Promise<NavItem[]> {
  const t = await getTranslations({ locale, namespace: 'nav' })
  const path = (href: Parameters<typeof getPathname>[0]['href']) => getPathname({ locale, href })
  const attorneyLinks = attorneys.map((attorney) => ({
    label: attorney.name,
    href: path({ pathname: '/abogados/[name]', params: { name: attorney.slug } }),
    nested: true,
  }))

  return [
    { label: t('home'), href: path('/') },
    {
      label: t('services'),
      href: path('/servicios'),
      children: [
        { label: t('servicesImmigration'), href: path('/servicios/abogado-de-inmigracion') },
        { label: t('servicesTruck'), href: firm.recruitmentSiteUrl, external: true },
        { label: t('servicesAll'), href: path('/servicios') },
      ],
    },
    {
      label: t('aboutUs'),
      href: path('/nosotros'),
      children: [
        { label: t('team'), href: path('/abogados') },
        ...attorneyLinks,
        { label: t('aboutUsPage'), href: path('/nosotros') },
      ],
    },
    {
      label: t('visas'),
      href: path('/visa-humanitaria'),
      children: [
        { label: t('humanitarian'), href: path('/visa-humanitaria') },
        { label: t('vawa'), href: path('/visa-humanitaria/visa-vawa'), nested: true },
        { label: t('tVisa'), href: path('/visa-humanitaria/visa-t'), nested: true },
        { label: t('uVisa'), href: path('/visa-humanitaria/visa-u'), nested: true },
        { label: t('k1'), href: path('/visa-k1') },
        { label: t('eb3'), href: firm.eb3Url, external: true },
      ],
    },
    { label: t('reviews'), href: path('/testimonios') },
    {
      label: t('blog'),
      href: path('/blog'),
      children: categories.map((category) => ({
        label: category.name,
        href: path({ pathname: '/blog/categoria/[category]', params: { category: category.slug } }),
      })),
      mobileOnlyChildren: [{ label: t('allBlogs'), href: path('/blog') }],
    },
    { label: t('contact'), href: path('/contacto') },
  ]
}
