import { visaRoute } from '@/features/marketing/visa-route'

const page = visaRoute('/visa-humanitaria/visa-u', 'uVisa', 'visa.u', 'visaU')
export const generateMetadata = page.generateMetadata
export default page.Page
