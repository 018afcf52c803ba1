import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import type { Firm } from '@/features/firm/queries'
import type { Block } from '../queries'
import { Banner } from '@/ui/Banner'
import { ButtonLink } from '@/ui/ButtonLink'
import { CardsWithForm } from './CardsWithForm'

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
  const t = await getTranslations({ locale, namespace: 'visa' })
  return (
    <>
      <Banner title={block.title} body={block.body} image={block.image}>
        <ButtonLink href="#formularioGeneral" variant="light">
          {t('sendMessage')}
        </ButtonLink>
      </Banner>
      <CardsWithForm
        locale={locale}
        block={block}
        firm={firm}
        placement="humanitarian"
        padding="py-14"
      />
    </>
  )
}
