import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import type { AttorneyProfile } from '@/features/attorneys'
import type { Block } from '../queries'
import { AttorneyBesideForm } from './AttorneyBesideForm'
import { ItemList } from '@/ui/ItemList'
import { Banner } from '@/ui/Banner'
import { ButtonLink } from '@/ui/ButtonLink'
import { Section } from '@/ui/Section'

type Blocks = Record<'banner' | 'cases' | 'steps', Block>

/**
 * What the firm does for an injured person: banner, the cases it takes, what to do after an
 * accident, the personal-injury attorney and the form (its own section label).
 */
export async function PersonalInjuryPage({
  locale,
  blocks,
  attorney,
}: {
  locale: Locale
  blocks: Blocks
  attorney: AttorneyProfile | null
}) {
  const t = await getTranslations({ locale, namespace: 'personalInjuryPage' })
  return (
    <>
      <Banner title={blocks.banner.title} body={blocks.banner.body} image={blocks.banner.image}>
        <ButtonLink href="#formularioGeneral" variant="light">
          {t('evaluate')}
        </ButtonLink>
      </Banner>
      <Section id="cases" title={blocks.cases.title} tone="light">
        <ItemList
          items={blocks.cases.items}
          className="grid gap-6 md:grid-cols-2 lg:grid-cols-4"
          itemClassName="border-l-4 border-accent-600 pl-4"
        />
      </Section>
      <Section id="after-an-accident" title={blocks.steps.title}>
        <ol className="grid gap-6 md:grid-cols-3">
          {blocks.steps.items.map((step, index) => (
            <li key={index} className="rounded-lg border border-brand-100 p-6">
              <p className="text-3xl font-bold text-accent-600" aria-hidden="true">
                {index + 1}
              </p>
              <h3 className="mt-1 text-xl font-bold text-brand-900">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <AttorneyBesideForm
        locale={locale}
        placement="personalInjury"
        attorney={attorney}
        id="attorney-title"
        title={t('attorneyTitle')}
        meetTeam={t('meetTeam')}
      />
    </>
  )
}
