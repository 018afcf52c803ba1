import { getTranslations } from 'next-intl/server'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/routing'
import { getAttorneys } from '@/features/attorneys'
import { getCategories } from '@/features/blog'
import { telHref } from '@/features/firm'
import type { Firm } from '@/features/firm'
import { HeaderClient } from './Header.client'
import { navigationItems } from './navigation-items'
import { SearchBox } from './SearchBox'
import { socialLinks } from './social-links'
import { SocialLinks } from './SocialLinks'

export async function Header({ locale, firm }: { locale: Locale; firm: Firm }) {
  const t = await getTranslations({ locale, namespace: 'nav' })
  const [categories, attorneys] = await Promise.all([getCategories(locale), getAttorneys(locale)])
  const items = await navigationItems(locale, firm, categories, attorneys)
  const blogPath = getPathname({ locale, href: '/blog' })
  const toggleSubmenu = Object.fromEntries(
    items.map((item) => [item.label, t('toggleSubmenu', { label: item.label })]),
  )

  return (
    <HeaderClient
      firmName={firm.name}
      homeHref={getPathname({ locale, href: '/' })}
      items={items}
      callHref={telHref(firm.phones.newCases)}
      labels={{
        mainNavigation: t('mainNavigation'),
        openMenu: t('openMenu'),
        closeMenu: t('closeMenu'),
        callNow: t('callNow'),
        callShort: t('callShort'),
        completeForm: t('completeForm'),
        switchLanguage: t('switchLanguage'),
        switchLanguageLabel: t('switchLanguageLabel'),
        externalSite: t('externalSite'),
        toggleSubmenu,
      }}
      search={
        <SearchBox
          action={blogPath}
          id="header-search"
          suggestUrl="/api/buscar"
          className="w-64"
          compact
        />
      }
      mobileSearch={<SearchBox action={blogPath} id="mobile-search" suggestUrl="/api/buscar" />}
      social={<SocialLinks links={socialLinks(firm, false)} />}
    />
  )
}
