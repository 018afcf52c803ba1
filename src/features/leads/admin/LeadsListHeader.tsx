import Link from 'next/link'
import type { I18n } from '@payloadcms/translations'
import type { Field, Payload, PaginatedDocs } from 'payload'
import type { Lead, User } from '@/payload-types'
import { adminSessionUser } from '@/lib/access/admin-session'
import { AlertsToggle } from './AlertsToggle'
import { LeadCards } from './LeadCards'
import { ChannelsStatus } from './ChannelsStatus'
import { ConversionDownloads } from './ConversionDownloads'
import { NewLeadsPoller } from './NewLeadsPoller.client'
import { QuickFilters } from './QuickFilters.client'
import { quickFilterChoices } from './quick-filter-choices'
import { requestTimeZone } from './firm-time'
import { filtersFromQuery } from './quick-filter-query'
import { savedViews, type SavedView } from './saved-views'
import { staffText } from './staff-text'

type SearchParams = Record<string, string | string[] | undefined>

type Props = {
  i18n: I18n
  payload: Payload
  user?: User | null
  data?: PaginatedDocs<Lead>
  collectionConfig: { flattenedFields: Field[] }
  searchParams?: SearchParams
}

/** The list's query (search and filters) as it reaches the export endpoint. */
function exportQuery(searchParams: SearchParams = {}) {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams)) {
    if (key !== 'search' && !key.startsWith('where')) continue
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) query.append(key, item)
    }
  }
  return query.toString()
}

const viewText: Record<SavedView['key'], Parameters<typeof staffText>[1]> = {
  mine: 'staff:viewMine',
  unassigned: 'staff:viewUnassigned',
  waiting: 'staff:viewWaiting',
  followUpsToday: 'staff:viewFollowUpsToday',
  contactedThisWeek: 'staff:viewContactedThisWeek',
}

/**
 * Above the leads list (the agents' inbox): one-tap views, quick filters, the count of leads
 * arrived since it was opened (kept current without a reload), the export of exactly what the
 * list shows, the dashboard, and on phones the leads as cards.
 */
export async function LeadsListHeader(props: Props) {
  const { i18n, payload, user, data, collectionConfig, searchParams = {} } = props
  const t = (key: Parameters<typeof staffText>[1], vars?: Record<string, unknown>) =>
    staffText(i18n, key, vars)
  const query = exportQuery(searchParams)
  const since = new Date().toISOString()
  const timeZone = await requestTimeZone(payload)
  const fields = collectionConfig.flattenedFields
  const search = typeof searchParams.search === 'string' ? searchParams.search : undefined
  return (
    <div className="lead-list-header">
      <AlertsToggle user={(await adminSessionUser(payload)) as never} i18n={i18n} />
      <nav className="lead-views" aria-label={t('staff:viewsTitle')}>
        {user
          ? savedViews(user.id, new Date(), timeZone).map((view) => (
              <Link
                key={view.key}
                className="btn btn--style-secondary btn--size-small"
                href={`/admin/collections/leads?${view.query}`}
              >
                {t(viewText[view.key])}
              </Link>
            ))
          : null}
      </nav>
      <QuickFilters
        key={JSON.stringify(searchParams)}
        initial={filtersFromQuery(searchParams, timeZone)}
        choices={await quickFilterChoices(payload, i18n, fields)}
        timeZone={timeZone}
        search={search}
        labels={{
          title: t('staff:filtersTitle'),
          any: t('staff:filterAny'),
          apply: t('staff:filterApply'),
          clear: t('staff:filterClear'),
          status: t('staff:filterStatus'),
          assignee: t('staff:filterAssignee'),
          section: t('staff:filterSection'),
          source: t('staff:filterSource'),
          language: t('staff:filterLanguage'),
          from: t('staff:filterFrom'),
          to: t('staff:filterTo'),
        }}
      />
      <div className="lead-list-header__links">
        <a
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: 0 }}
          href={`/cms/api/leads/export.csv${query ? `?${query}` : ''}`}
          title={t('staff:exportHint')}
        >
          {t('staff:export')}
        </a>
        <Link href="/admin/lead-dashboard">{t('staff:openDashboard')}</Link>
        <ChannelsStatus i18n={i18n} />
        <span className="lead-time-zone">{t('staff:timeZone', { zone: timeZone })}</span>
        <NewLeadsPoller since={since} template={t('staff:newLeads', { count: '{{count}}' })} />
      </div>
      <ConversionDownloads i18n={i18n} user={user} />
      {data ? <LeadCards docs={data.docs} fields={fields} i18n={i18n} /> : null}
    </div>
  )
}
