import { ParoleForm } from '@/features/leads/components/ParoleForm'
import { landingRoute } from '@/features/leads/intake/landing-route'

const page = landingRoute('/parole', 'parole', (locale) => <ParoleForm locale={locale} />)
export const generateMetadata = page.generateMetadata
export default page.Page
