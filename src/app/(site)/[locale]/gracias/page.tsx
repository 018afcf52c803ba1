import { BookingPicker } from '@/features/booking/components/BookingPicker'
import { blockRoute } from '@/features/marketing/block-route'
import { ThankYouPage } from '@/features/marketing/components/ThankYouPage'
import { resolveLocale, type LocaleParams } from '@/lib/routing/locale-params'

const page = blockRoute('/gracias', 'thankYou', 'thankYou.general', ThankYouPage)
export const generateMetadata = page.generateMetadata

/** The thank-you text, then the free call's picker (its own component: one line here). */
export default async function Page(props: LocaleParams) {
  const content = await page.Page(props)
  return (
    <>
      {content}
      <BookingPicker locale={await resolveLocale(props.params)} />
    </>
  )
}
