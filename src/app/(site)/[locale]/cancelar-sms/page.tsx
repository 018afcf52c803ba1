import { blockRoute } from '@/features/marketing/block-route'
import { LegalPage } from '@/features/marketing/components/LegalPage'

const page = blockRoute('/cancelar-sms', 'smsUnsubscribe', 'legal.smsUnsubscribe', LegalPage)
export const generateMetadata = page.generateMetadata
export default page.Page
