import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/routing'
import type { Firm } from '@/features/firm/queries'
import { PageIntro } from '@/ui/PageIntro'
import type { Block } from '../queries'
import { CardsWithForm } from './CardsWithForm'

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
  const t = await getTranslations({ locale, namespace: 'pages.services' })
  return (
    <>
      <PageIntro title={t('title')} description={t('description')} />
      <CardsWithForm
        locale={locale}
        block={cards}
        firm={firm}
        placement="services"
        padding="py-12"
      />
    </>
  )
}
