import { getFirmProfile } from '@/features/firm/queries'
import { ServicesPage } from '@/features/marketing/components/ServicesPage'
import { pageBlocks } from '@/features/marketing/queries'
import { resolveLocale, type LocaleParams } from '@/lib/routing/locale-params'
import { pageMetadata } from '@/lib/seo/metadata'

export async function generateMetadata({ params }: LocaleParams) {
  return pageMetadata(await resolveLocale(params), '/servicios', 'services')
}

export default async function ServicesRoute({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const [blocks, firm] = await Promise.all([
    pageBlocks(locale, ['services.cards']),
    getFirmProfile(locale),
  ])
  return <ServicesPage locale={locale} block={blocks['services.cards']} firm={firm} />
}
