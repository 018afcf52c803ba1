import { getTranslations } from 'next-intl/server'
import { Banner } from '@/ui/Banner'
import { ButtonLink } from '@/ui/ButtonLink'
import { CardsWithForm, type CardsPageProps } from './CardsWithForm'

/** VAWA, T and U blocks, each linking to its page, and the form. */
export async function HumanitarianPage(props: CardsPageProps) {
  const { block } = props
  const t = await getTranslations({ locale: props.locale, namespace: 'visa' })
  return (
    <>
      <Banner title={block.title} body={block.body} image={block.image}>
        <ButtonLink href="#formularioGeneral" variant="light">
          {t('sendMessage')}
        </ButtonLink>
      </Banner>
      <CardsWithForm {...props} placement="humanitarian" padding="py-14" />
    </>
  )
}
