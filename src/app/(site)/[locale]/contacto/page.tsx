import { getFirmProfile } from '@/features/firm/queries'
import { ContactPage } from '@/features/marketing/components/ContactPage'
import { pageBlocks } from '@/features/marketing/queries'
import { resolveLocale, type LocaleParams } from '@/lib/routing/locale-params'
import { pageMetadata } from '@/lib/seo/metadata'

export async function generateMetadata({ params }: LocaleParams) {
  return pageMetadata(await resolveLocale(params), '/contacto', 'contact')
}

export default async function ContactRoute({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const [blocks, firm] = await Promise.all([
    pageBlocks(locale, ['contact.intro', 'contact.coverage']),
    getFirmProfile(locale),
  ])
  return (
    <ContactPage
      locale={locale}
      firm={firm}
      intro={blocks['contact.intro']}
      coverage={blocks['contact.coverage']}
    />
  )
}
