import type { AdminViewServerProps } from 'payload'
import { LeadDashboard } from '@/features/leads/staff-ui'
import { CampaignReportSection } from './CampaignReportSection'

/**
 * /admin/lead-dashboard with the campaign report in it. The view is registered here, not in the
 * leads feature, because campaigns reads leads: the leads feature must not import campaigns.
 */
export function CampaignsDashboard(props: AdminViewServerProps) {
  return (
    <LeadDashboard {...props} campaigns={(section) => <CampaignReportSection {...section} />} />
  )
}
