import { getAttorneys } from '@/features/attorneys/queries'
import { ImmigrationLawyerPage } from '@/features/marketing/components/ImmigrationLawyerPage'
import { pageBlocks } from '@/features/marketing/queries'
import { resolveLocale, type LocaleParams } from '@/lib/routing/locale-params'
import { pageMetadata } from '@/lib/seo/metadata'

const keys = [
  'immigrationLawyer.banner',
  'immigrationLawyer.lucky',
  'immigrationLawyer.steps',
  'immigrationLawyer.opportunities',
] as const

export async function generateMetadata({ params }: LocaleParams) {
  return pageMetadata(
    await resolveLocale(params),
    '/servicios/abogado-de-inmigracion',
    'immigrationLawyer',
  )
}

export default async function ImmigrationLawyerRoute({ params }: LocaleParams) {
  const locale = await resolveLocale(params)
  const [blocks, attorneys] = await Promise.all([pageBlocks(locale, keys), getAttorneys(locale)])
  return (
    <ImmigrationLawyerPage
      locale={locale}
      lawyer={attorneys.find((attorney) => attorney.founder) ?? attorneys[0] ?? null}
      blocks={{
        banner: blocks['immigrationLawyer.banner'],
        lucky: blocks['immigrationLawyer.lucky'],
        steps: blocks['immigrationLawyer.steps'],
        opportunities: blocks['immigrationLawyer.opportunities'],
      }}
    />
  )
}
