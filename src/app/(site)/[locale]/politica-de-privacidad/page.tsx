import { blockRoute } from '@/features/marketing/block-route'
import { LegalPage } from '@/features/marketing/components/LegalPage'

const page = blockRoute('/politica-de-privacidad', 'privacy', 'legal.privacy', LegalPage)
export const generateMetadata = page.generateMetadata
export default page.Page
