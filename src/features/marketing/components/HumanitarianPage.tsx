import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import type { Firm } from '@/features/firm/queries'
import type { Block } from '../queries'
import { Banner } from '@/ui/Banner'
import { ButtonLink } from '@/ui/ButtonLink'
import { CardGrid } from './CardGrid'
import { LeadForm } from '@/features/leads/components/LeadForm'
import { FormPanel } from '@/ui/FormPanel'

/** VAWA, T and U blocks, each linking to its page, and the form. */
export async function HumanitarianPage({
  locale,
  block,
  firm,
}: {
  locale: Locale
  block: Block
  firm: Firm
}) {
  const m = await getTranslations({ locale, namespace: 'marketing' })
  const t = await getTranslations({ locale, namespace: 'visa' })
  return (
    <>
      <Banner title={block.title} body={block.body} image={block.image}>
        <ButtonLink href="#formularioGeneral" variant="light">
          {t('sendMessage')}
        </ButtonLink>
      </Banner>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-[1fr_26rem]">
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
          <LeadForm locale={locale} placement="humanitarian" id="formularioGeneral" />
        </FormPanel>
      </div>
    </>
  )
}
