import { blockRoute } from '@/features/marketing/block-route'
import { LegalPage } from '@/features/marketing/components/LegalPage'

const page = blockRoute('/suscripcion-sms', 'smsSubscription', 'legal.smsSubscription', LegalPage)
export const generateMetadata = page.generateMetadata
export default page.Page
