import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import type { Firm } from '@/features/firm'
import { BesideLeadForm } from '@/features/leads/ui'
import type { Placement } from '@/features/leads'
import type { Block } from '../queries'
import { CardGrid } from './CardGrid'

/** What a page made of a heading and a block's cards beside the form takes. */
export type CardsPageProps = { locale: Locale; block: Block; firm: Firm }

/** A block's cards beside the general lead form (the services and humanitarian pages). */
export async function CardsWithForm({
  locale,
  block,
  firm,
  placement,
  padding,
}: CardsPageProps & { placement: Placement; padding: string }) {
  const m = await getTranslations({ locale, namespace: 'marketing' })
  return (
    <BesideLeadForm locale={locale} placement={placement} padding={padding}>
      <section aria-label={block.title}>
        <CardGrid
          block={block}
          firm={firm}
          linkLabel={m('learnMore')}
          externalLabel={m('externalSite')}
          headingLevel="h2"
        />
      </section>
    </BesideLeadForm>
  )
}
