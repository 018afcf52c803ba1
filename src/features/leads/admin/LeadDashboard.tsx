import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'
import { worksLeads } from '@/lib/access/roles'
import { firmTimeZone } from '../pipeline/time-zone'
import { Bars } from './Bars'
import { BookingFiguresSection } from './BookingFiguresSection'
import { ChannelsStatus } from './ChannelsStatus'
import { SpeedReport } from './SpeedReport'
import { firmDayLabel } from './firm-time'
import { leadStats, type Count } from './lead-stats'
import { OverdueFollowUps } from './OverdueFollowUps'
import { durationText, staffText } from './staff-text'

/** /admin/lead-dashboard: the intake figures of the last 30 days, rendered on the server. */
export async function LeadDashboard({
  initPageResult,
  params,
  searchParams,
}: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const { i18n, payload, user } = req
  const t = (key: Parameters<typeof staffText>[1]) => staffText(i18n, key)
  const allowed = worksLeads(user)
  const timeZone = firmTimeZone()
  const stats = allowed
    ? await leadStats(
        payload,
        req,
        { unassigned: t('staff:unassigned'), noSource: t('staff:noSource') },
        timeZone,
      )
    : null
  const daysNamed = (counts: Count[]) =>
    counts.map((entry) => ({ ...entry, label: firmDayLabel(entry.label, i18n.language) }))
  const median = stats?.medianFirstContactMinutes
  return (
    <DefaultTemplate
      i18n={i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user ?? undefined}
      visibleEntities={{
        collections: visibleEntities.collections,
        globals: visibleEntities.globals,
      }}
    >
      <Gutter>
        <h1 style={{ margin: '1.5rem 0' }}>{t('staff:dashboardTitle')}</h1>
        {stats ? (
          <>
            <p>
              <Link href="/admin/collections/leads">{t('staff:openInbox')}</Link>
            </p>
            <p className="lead-time-zone">
              {staffText(i18n, 'staff:timeZone', { zone: timeZone })}
            </p>
            <ChannelsStatus i18n={i18n} />
            <section style={{ marginBottom: '2rem' }}>
              <h2 style={{ fontSize: '1.1rem', margin: '0 0 .5rem' }}>
                {t('staff:medianFirstContact')}
              </h2>
              <p className="lead-median" style={{ fontSize: '1.5rem', fontWeight: 700, margin: 0 }}>
                {median == null ? t('staff:none') : durationText(i18n, median)}
              </p>
            </section>
            <SpeedReport
              payload={payload}
              i18n={i18n}
              names={stats.names}
              unassigned={t('staff:unassigned')}
            />
            <Bars
              title={t('staff:leadsPerDay')}
              counts={daysNamed(stats.perDay)}
              empty={t('staff:none')}
            />
            <Bars title={t('staff:bySection')} counts={stats.bySection} empty={t('staff:none')} />
            <Bars title={t('staff:bySource')} counts={stats.bySource} empty={t('staff:none')} />
            <Bars
              title={t('staff:openPerAgent')}
              counts={stats.openPerAgent}
              empty={t('staff:none')}
            />
            <BookingFiguresSection payload={payload} req={req} i18n={i18n} timeZone={timeZone} />
            <OverdueFollowUps req={req} i18n={i18n} />
            <Bars
              title={t('staff:callClicksPerDay')}
              counts={daysNamed(stats.callClicksPerDay)}
              empty={t('staff:none')}
            />
          </>
        ) : (
          <p role="alert">{t('staff:leadWorkersOnly')}</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
