import { getFirmProfile } from '@/features/firm/queries'
import { HumanitarianPage } from '@/features/marketing/components/HumanitarianPage'
import { pageBlocks } from '@/features/marketing/queries'
import { resolveLocale, type LocaleParams } from '@/lib/routing/locale-params'
import { pageMetadata } from '@/lib/seo/metadata'

export async function generateMetadata({ params }: LocaleParams) {
  return pageMetadata(await resolveLocale(params), '/visa-humanitaria', 'humanitarian')
}

export default async function HumanitarianRoute({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const [blocks, firm] = await Promise.all([
    pageBlocks(locale, ['humanitarian.intro']),
    getFirmProfile(locale),
  ])
  return <HumanitarianPage locale={locale} block={blocks['humanitarian.intro']} firm={firm} />
}
