import { LeadForm } from '@/features/leads/components/LeadForm'
import { landingRoute } from '@/features/leads/intake/landing-route'

const page = landingRoute('/tramcase', 'tramcase', (locale) => (
  <LeadForm locale={locale} placement="tramcase" id="formularioGeneral" />
))
export const generateMetadata = page.generateMetadata
export default page.Page
