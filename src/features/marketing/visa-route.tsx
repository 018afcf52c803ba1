import type { Placement } from '@/features/leads'
import { resolveLocale, type LocaleParams } from '@/lib/routing/locale-params'
import { pageMetadata, type Href } from '@/lib/seo/metadata'
import { VisaPage } from './components/VisaPage'
import { pageBlocks } from './queries'

/** The thin page files of the four visa pages export what this returns. */
export function visaRoute(href: Href, messageKey: string, blockKey: string, placement: Placement) {
  async function generateMetadata({ params }: LocaleParams) {
    return pageMetadata(await resolveLocale(params), href, messageKey)
  }
  async function Page({ params }: LocaleParams) {
    const locale = await resolveLocale(params)
    const blocks = await pageBlocks(locale, [blockKey])
    return <VisaPage locale={locale} block={blocks[blockKey]!} placement={placement} />
  }
  return { generateMetadata, Page }
}
