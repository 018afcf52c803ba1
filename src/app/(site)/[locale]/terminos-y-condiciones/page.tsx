import { blockRoute } from '@/features/marketing/block-route'
import { LegalPage } from '@/features/marketing/components/LegalPage'

const page = blockRoute('/terminos-y-condiciones', 'terms', 'legal.terms', LegalPage)
export const generateMetadata = page.generateMetadata
export default page.Page
