import type { Locale } from '@/i18n/routing'
import { BookingPicker } from '@/features/booking/components/BookingPicker'
import { blockRoute } from '@/features/marketing/block-route'
import { ThankYouPage } from '@/features/marketing/components/ThankYouPage'
import type { Block } from '@/features/marketing/queries'

/** The thank-you text, then the free call's picker (the next action), then the way home. */
function ThankYouWithBooking({ block, locale }: { block: Block; locale: Locale }) {
  return <ThankYouPage block={block} locale={locale} next={<BookingPicker locale={locale} />} />
}

const page = blockRoute('/gracias', 'thankYou', 'thankYou.general', ThankYouWithBooking)
export const generateMetadata = page.generateMetadata
export default page.Page
