import { ReferralsForm } from '@/features/leads/components/ReferralsForm'
import { landingRoute } from '@/features/leads/intake/landing-route'

const page = landingRoute('/referidos', 'referrals', (locale) => <ReferralsForm locale={locale} />)
export const generateMetadata = page.generateMetadata
export default page.Page
