import { getAttorneys } from '@/features/attorneys/queries'
import { PersonalInjuryPage } from '@/features/marketing/components/PersonalInjuryPage'
import { pageBlocks } from '@/features/marketing/queries'
import { resolveLocale, type LocaleParams } from '@/lib/routing/locale-params'
import { pageMetadata } from '@/lib/seo/metadata'

const keys = ['personalInjury.banner', 'personalInjury.cases', 'personalInjury.steps'] as const

export async function generateMetadata({ params }: LocaleParams) {
  return pageMetadata(
    await resolveLocale(params),
    '/servicios/lesiones-personales',
    'personalInjury',
  )
}

export default async function PersonalInjuryRoute({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const [blocks, attorneys] = await Promise.all([pageBlocks(locale, keys), getAttorneys(locale)])
  return (
    <PersonalInjuryPage
      locale={locale}
      // The team's personal-injury attorney is the one who is not the founder (spec: Team page).
      attorney={attorneys.find((attorney) => !attorney.founder) ?? null}
      blocks={{
        banner: blocks['personalInjury.banner'],
        cases: blocks['personalInjury.cases'],
        steps: blocks['personalInjury.steps'],
      }}
    />
  )
}
