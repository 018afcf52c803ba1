import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import type { AttorneyProfile } from '@/features/attorneys'
import type { Block } from '../queries'
import { AttorneyBesideForm } from './AttorneyBesideForm'
import { Banner } from '@/ui/Banner'
import { ButtonLink } from '@/ui/ButtonLink'
import { Section } from '@/ui/Section'

type Blocks = Record<'banner' | 'lucky' | 'steps' | 'opportunities', Block>

/** Banner, 'You're lucky', the 3-step process, opportunities, lawyer card and the form. */
export async function ImmigrationLawyerPage({
  locale,
  blocks,
  lawyer,
}: {
  locale: Locale
  blocks: Blocks
  lawyer: AttorneyProfile | null
}) {
  const t = await getTranslations({ locale, namespace: 'immigrationLawyerPage' })
  const m = await getTranslations({ locale, namespace: 'marketing' })
  const toForm = '#formularioGeneral'
  return (
    <>
      <Banner title={blocks.banner.title} body={blocks.banner.body} image={blocks.banner.image}>
        <ButtonLink href={toForm} variant="light">
          {t('evaluate')}
        </ButtonLink>
      </Banner>
      <Section id="lucky" title={blocks.lucky.title} tone="light">
        <p className="max-w-3xl text-lg">{blocks.lucky.body}</p>
        <div className="mt-6">
          <ButtonLink href={toForm}>{m('contactUs')}</ButtonLink>
        </div>
      </Section>
      <Section id="steps" title={blocks.steps.title}>
        <ol className="grid gap-6 md:grid-cols-3">
          {blocks.steps.items.map((step, index) => (
            <li key={index} className="rounded-lg border border-brand-100 p-6">
              <p className="text-sm font-semibold uppercase text-accent-600">
                {t('stepLabel', { n: index + 1 })}
              </p>
              <h3 className="mt-1 text-xl font-bold text-brand-900">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
              {index === 1 && (
                <div className="mt-4">
                  <ButtonLink href={toForm}>{t('sendCase')}</ButtonLink>
                </div>
              )}
            </li>
          ))}
        </ol>
      </Section>
      <Section id="opportunities" title={blocks.opportunities.title} tone="dark">
        {/* Plain list items with a check mark, not boxed tiles: they lead nowhere, so nothing
            about them may look like a button. */}
        <ul className="grid gap-x-8 gap-y-3 sm:grid-cols-2 md:grid-cols-4">
          {blocks.opportunities.items.map((item, index) => (
            <li key={index} className="flex items-start gap-3 text-lg font-semibold">
              <span aria-hidden="true" className="text-brand-100">
                ✓
              </span>
              {item.title}
            </li>
          ))}
        </ul>
      </Section>
      <AttorneyBesideForm
        locale={locale}
        placement="immigrationLawyer"
        attorney={lawyer}
        id="lawyer-title"
        title={t('lawyerTitle')}
        meetTeam={t('meetTeam')}
      />
    </>
  )
}
