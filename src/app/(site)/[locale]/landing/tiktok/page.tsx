import { LeadForm } from '@/features/leads/components/LeadForm'
import { landingRoute } from '@/features/leads/landing-route'

const route = landingRoute('/landing/tiktok', 'tiktok', (locale) => (
  <LeadForm locale={locale} section="Tik Tok Ads" id="formularioGeneral" consentPreview={200} />
))

export const generateMetadata = route.generateMetadata
export default route.Page
