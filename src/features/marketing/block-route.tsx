import type { ComponentType } from 'react'
import type { Locale } from '@/i18n/routing'
import { resolveLocale, type LocaleParams } from '@/lib/routing/locale-params'
import { pageMetadata, type Href } from '@/lib/seo/metadata'
import { pageBlocks, type Block } from './queries'

/** Thin page files of one-block pages (legal texts, thank-you) export what this returns. */
export function blockRoute(
  href: Href,
  messageKey: string,
  blockKey: string,
  View: ComponentType<{ block: Block; locale: Locale }>,
) {
  async function generateMetadata({ params }: LocaleParams) {
    const metadata = await pageMetadata(await resolveLocale(params), href, messageKey)
    return messageKey.startsWith('thankYou') ? { ...metadata, robots: { index: false } } : metadata
  }
  async function Page({ params }: LocaleParams) {
    const locale = await resolveLocale(params)
    const blocks = await pageBlocks(locale, [blockKey])
    return <View block={blocks[blockKey]!} locale={locale} />
  }
  return { generateMetadata, Page }
}
