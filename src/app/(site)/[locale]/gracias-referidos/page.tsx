import { blockRoute } from '@/features/marketing/block-route'
import { ThankYouPage } from '@/features/marketing/components/ThankYouPage'

const page = blockRoute(
  '/gracias-referidos',
  'thankYouReferrals',
  'thankYou.referrals',
  ThankYouPage,
)
export const generateMetadata = page.generateMetadata
export default page.Page
