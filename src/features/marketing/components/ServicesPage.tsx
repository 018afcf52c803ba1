import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import type { Firm } from '@/features/firm/queries'
import { PageIntro } from '@/ui/PageIntro'
import type { Block } from '../queries'
import { CardGrid } from './CardGrid'
import { LeadForm } from '@/features/leads/components/LeadForm'
import { FormPanel } from '@/ui/FormPanel'

/** Immigration and Truck Drivers Recruitment cards, and the form. */
export async function ServicesPage({
  locale,
  cards,
  firm,
}: {
  locale: Locale
  cards: Block
  firm: Firm
}) {
  const m = await getTranslations({ locale, namespace: 'marketing' })
  const t = await getTranslations({ locale, namespace: 'pages.services' })
  return (
    <>
      <PageIntro title={t('title')} description={t('description')} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[1fr_26rem]">
        <section aria-label={cards.title}>
          <CardGrid
            block={cards}
            firm={firm}
            linkLabel={m('learnMore')}
            externalLabel={m('externalSite')}
            headingLevel="h2"
          />
        </section>
        <FormPanel title={m('formTitle')}>
          <LeadForm locale={locale} placement="services" id="formularioGeneral" />
        </FormPanel>
      </div>
    </>
  )
}
