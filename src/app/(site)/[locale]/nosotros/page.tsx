import { getAttorneys } from '@/features/attorneys/queries'
import { getFirmProfile } from '@/features/firm/queries'
import { AboutPage } from '@/features/marketing/components/AboutPage'
import { pageBlocks } from '@/features/marketing/queries'
import { resolveLocale, type LocaleParams } from '@/lib/routing/locale-params'
import { pageMetadata } from '@/lib/seo/metadata'

export async function generateMetadata({ params }: LocaleParams) {
  return pageMetadata(await resolveLocale(params), '/nosotros', 'about')
}

export default async function AboutRoute({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const [blocks, attorneys, firm] = await Promise.all([
    pageBlocks(locale, ['about.history', 'about.mission', 'services.cards']),
    getAttorneys(locale),
    getFirmProfile(locale),
  ])
  return (
    <AboutPage
      locale={locale}
      firm={firm}
      founder={attorneys.find((attorney) => attorney.founder) ?? null}
      blocks={{
        history: blocks['about.history'],
        mission: blocks['about.mission'],
        services: blocks['services.cards'],
      }}
    />
  )
}
