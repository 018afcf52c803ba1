import { TeamPage } from '@/features/attorneys/components/TeamPage'
import { getAttorneys } from '@/features/attorneys/queries'
import { pageBlocks } from '@/features/marketing/queries'
import { resolveLocale, type LocaleParams } from '@/lib/routing/locale-params'
import { pageMetadata } from '@/lib/seo/metadata'

export async function generateMetadata({ params }: LocaleParams) {
  return pageMetadata(await resolveLocale(params), '/abogados', 'attorneys')
}

export default async function AttorneysRoute({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const [blocks, attorneys] = await Promise.all([
    pageBlocks(locale, ['team.intro']),
    getAttorneys(locale),
  ])
  return <TeamPage locale={locale} intro={blocks['team.intro']} attorneys={attorneys} />
}
