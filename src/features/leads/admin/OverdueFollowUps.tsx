import type { I18n } from '@payloadcms/translations'
import type { PayloadRequest } from 'payload'
import { Bars } from './Bars'
import { overdueFollowUpsPerAgent } from './follow-up-stats'
import { staffText } from './staff-text'

/** The dashboard's "follow-ups overdue per agent": who has next actions past their time. */
export async function OverdueFollowUps({ req, i18n }: { req: PayloadRequest; i18n: I18n }) {
  const counts = await overdueFollowUpsPerAgent(
    req.payload,
    req,
    staffText(i18n, 'staff:unassigned'),
  )
  return (
    <div className="lead-overdue-follow-ups">
      <Bars
        title={staffText(i18n, 'staff:overduePerAgent')}
        counts={counts}
        empty={staffText(i18n, 'staff:none')}
      />
    </div>
  )
}
