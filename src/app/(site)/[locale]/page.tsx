import { getAttorneys } from '@/features/attorneys/queries'
import { getFirmProfile } from '@/features/firm/queries'
import { HomePage, homeBlockKeys } from '@/features/marketing/components/HomePage'
import { legalServiceJsonLd } from '@/features/marketing/legal-service-jsonld'
import { pageBlocks } from '@/features/marketing/queries'
import { resolveLocale, type LocaleParams } from '@/lib/routing/locale-params'
import { pageMetadata } from '@/lib/seo/metadata'
import { siteUrl } from '@/lib/seo/site-url'
import { JsonLd } from '@/ui/JsonLd'

export async function generateMetadata({ params }: LocaleParams) {
  return pageMetadata(await resolveLocale(params), '/', 'home')
}

export default async function HomeRoute({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const [blocks, firm, attorneys] = await Promise.all([
    pageBlocks(locale, homeBlockKeys),
    getFirmProfile(locale),
    getAttorneys(locale),
  ])
  const jsonLd = legalServiceJsonLd(firm, attorneys, siteUrl().origin)
  return (
    <>
      <HomePage locale={locale} firm={firm} blocks={blocks} />
      <JsonLd data={jsonLd} />
    </>
  )
}
