import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import type { Locale } from '@/i18n/routing'
import { resolveLocale, type LocaleParams } from '../pages/locale-params'
import type { Href } from '../seo/metadata'
import { LandingSection } from './components/LandingSection'
import { landingMetadata } from './landing-metadata'

/**
 * The thin page files of the landing pages export what this returns: the page's heading and
 * description from `landings.{key}` of the catalogs, and its form.
 */
export function landingRoute(href: Href, key: string, form: (locale: Locale) => ReactNode) {
  async function generateMetadata({ params }: LocaleParams) {
    return landingMetadata(await resolveLocale(params), href, key)
  }
  async function Page({ params }: LocaleParams) {
    const locale = await resolveLocale(params)
    const t = await getTranslations({ locale, namespace: `landings.${key}` })
    return (
      <LandingSection title={t('title')} description={t('description')}>
        {form(locale)}
      </LandingSection>
    )
  }
  return { generateMetadata, Page }
}
