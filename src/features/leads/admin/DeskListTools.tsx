import Link from 'next/link'
import type { I18n } from '@payloadcms/translations'
import type { Payload, TypedUser } from 'payload'
import { ExportSelection } from './ExportSelection.client'
import { closedStatuses } from './saved-views'
import { staffText } from './staff-text'

type Props = { i18n: I18n; payload: Payload; user?: TypedUser | null }

/** The list query of "my follow-ups due now", soonest first. */
export function followUpsDueQuery(userId: number | string, now: Date) {
  return new URLSearchParams({
    'where[and][0][assignedTo][equals]': String(userId),
    'where[and][1][nextActionDue][less_than_equal]': now.toISOString(),
    'where[and][2][status][not_in]': closedStatuses.join(','),
    sort: 'nextActionDue',
  })
}

/**
 * Beside the list's header: the agent's follow-ups due now (a saved view one tap away, with its
 * count) and the export of the rows selected in the list.
 */
export async function DeskListTools({ i18n, payload, user }: Props) {
  if (!user) return null
  const query = followUpsDueQuery(user.id, new Date())
  const { totalDocs } = await payload.count({
    collection: 'leads',
    where: {
      and: [
        { assignedTo: { equals: user.id } },
        { nextActionDue: { less_than_equal: new Date().toISOString() } },
        { status: { not_in: closedStatuses } },
      ],
    },
  })
  return (
    <div
      className="desk-list-tools"
      style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', margin: '0 0 1rem' }}
    >
      <Link
        href={`/admin/collections/leads?${query}`}
        title={staffText(i18n, 'staff:followUpsDueHint')}
        data-testid="follow-ups-due"
        style={{ fontWeight: totalDocs ? 700 : 400 }}
      >
        {staffText(i18n, 'staff:followUpsDue', { count: totalDocs })}
      </Link>
      <ExportSelection
        template={staffText(i18n, 'staff:exportSelection', { count: '{{count}}' })}
      />
    </div>
  )
}
