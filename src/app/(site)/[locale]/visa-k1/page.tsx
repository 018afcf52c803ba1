import { visaRoute } from '@/features/marketing/visa-route'

const page = visaRoute('/visa-k1', 'k1', 'visa.k1', 'visaK')
export const generateMetadata = page.generateMetadata
export default page.Page
