import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import type { Firm } from '@/features/firm/queries'
import { LeadForm } from '@/features/leads/components/LeadForm'
import type { Placement } from '@/features/leads/placements'
import { FormPanel } from '@/ui/FormPanel'
import type { Block } from '../queries'
import { CardGrid } from './CardGrid'

/** A block's cards beside the general lead form (the services and humanitarian pages). */
export async function CardsWithForm({
  locale,
  block,
  firm,
  placement,
  padding,
}: {
  locale: Locale
  block: Block
  firm: Firm
  placement: Placement
  padding: string
}) {
  const m = await getTranslations({ locale, namespace: 'marketing' })
  return (
    <div className={`mx-auto grid max-w-7xl gap-10 px-4 ${padding} lg:grid-cols-[1fr_26rem]`}>
      <section aria-label={block.title}>
        <CardGrid
          block={block}
          firm={firm}
          linkLabel={m('learnMore')}
          externalLabel={m('externalSite')}
          headingLevel="h2"
        />
      </section>
      <FormPanel title={m('formTitle')}>
        <LeadForm locale={locale} placement={placement} id="formularioGeneral" />
      </FormPanel>
    </div>
  )
}
