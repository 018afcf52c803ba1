import { visaRoute } from '@/features/marketing/visa-route'

const page = visaRoute('/visa-humanitaria/visa-vawa', 'vawa', 'visa.vawa', 'visaVawa')
export const generateMetadata = page.generateMetadata
export default page.Page
