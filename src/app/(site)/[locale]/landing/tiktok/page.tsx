import { LeadForm } from '@/features/leads/components/LeadForm'
import { landingRoute } from '@/features/leads/intake/landing-route'

const page = landingRoute('/landing/tiktok', 'tiktok', (locale) => (
  <LeadForm locale={locale} placement="tiktok" id="formularioGeneral" />
))
export const generateMetadata = page.generateMetadata
export default page.Page
