import { getTranslations } from 'next-intl/server'
import type { Href } from '../seo/metadata'
import { pageMetadata } from '../seo/metadata'
import { resolveLocale, type LocaleParams } from './locale-params'
import { PageIntro } from '@/ui/PageIntro'

/**
 * A route whose page is its heading and description from `pages.{key}`: the thin page files
 * export what this returns until the page gets its own sections.
 */
export function simplePage(href: Href, key: string) {
  async function generateMetadata({ params }: LocaleParams) {
    return pageMetadata(await resolveLocale(params), href, key)
  }

  async function Page({ params }: LocaleParams) {
    const locale = await resolveLocale(params)
    const t = await getTranslations({ locale, namespace: `pages.${key}` })
    return <PageIntro title={t('title')} description={t('description')} />
  }

  return { generateMetadata, Page }
}
