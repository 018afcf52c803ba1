import Link from 'next/link'
import type { I18n } from '@payloadcms/translations'
import { ChannelsStatus } from './ChannelsStatus'
import { NewLeadsPoller } from './NewLeadsPoller.client'
import { staffText } from './staff-text'

type Props = { i18n: I18n; searchParams?: Record<string, string | string[] | undefined> }

/** The list's query (search and filters) as it reaches the export endpoint. */
function exportQuery(searchParams: Props['searchParams'] = {}) {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams)) {
    if (key !== 'search' && !key.startsWith('where')) continue
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) query.append(key, item)
    }
  }
  return query.toString()
}

/**
 * Above the leads list (the agents' inbox): the count of leads arrived since it was opened, kept
 * current without a reload, the export of exactly what the list shows, and the dashboard.
 */
export function LeadsListHeader({ i18n, searchParams }: Props) {
  const query = exportQuery(searchParams)
  const since = new Date().toISOString()
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '1rem',
        alignItems: 'center',
        margin: '0 0 1.5rem',
      }}
    >
      <a
        className="btn btn--style-secondary btn--size-small"
        style={{ margin: 0 }}
        href={`/cms/api/leads/export.csv${query ? `?${query}` : ''}`}
        title={staffText(i18n, 'staff:exportHint')}
      >
        {staffText(i18n, 'staff:export')}
      </a>
      <ChannelsStatus i18n={i18n} />
      <Link href="/admin/lead-dashboard">{staffText(i18n, 'staff:openDashboard')}</Link>
      <NewLeadsPoller
        since={since}
        template={staffText(i18n, 'staff:newLeads', { count: '{{count}}' })}
      />
    </div>
  )
}
