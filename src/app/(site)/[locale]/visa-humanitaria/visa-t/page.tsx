import { visaRoute } from '@/features/marketing/visa-route'

const page = visaRoute('/visa-humanitaria/visa-t', 'tVisa', 'visa.t', 'visaT')
export const generateMetadata = page.generateMetadata
export default page.Page
