import { getTranslations } from 'next-intl/server'
import { PageIntro } from '@/ui/PageIntro'
import { CardsWithForm, type CardsPageProps } from './CardsWithForm'

/** Immigration and Truck Drivers Recruitment cards, and the form. */
export async function ServicesPage(props: CardsPageProps) {
  const t = await getTranslations({ locale: props.locale, namespace: 'pages.services' })
  return (
    <>
      <PageIntro title={t('title')} description={t('description')} />
      <CardsWithForm {...props} placement="services" padding="py-12" />
    </>
  )
}
