import { LeadForm } from '@/features/leads/components/LeadForm'
import { landingRoute } from '@/features/leads/landing-route'

const route = landingRoute('/tramcase', 'tramcase', (locale) => (
  <LeadForm
    locale={locale}
    section="Tramcase"
    endpoint="tramcase"
    id="formularioGeneral"
    consentPreview={200}
  />
))

export const generateMetadata = route.generateMetadata
export default route.Page
