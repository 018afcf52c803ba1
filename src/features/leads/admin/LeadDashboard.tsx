import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'
import { worksLeads } from '@/lib/access/roles'
import { Bars } from './Bars'
import { leadStats } from './lead-stats'
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
  const stats = allowed
    ? await leadStats(payload, req, {
        unassigned: t('staff:unassigned'),
        noSource: t('staff:noSource'),
      })
    : null
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
            <section style={{ marginBottom: '2rem' }}>
              <h2 style={{ fontSize: '1.1rem', margin: '0 0 .5rem' }}>
                {t('staff:medianFirstContact')}
              </h2>
              <p className="lead-median" style={{ fontSize: '1.5rem', fontWeight: 700, margin: 0 }}>
                {median == null ? t('staff:none') : durationText(i18n, median)}
              </p>
            </section>
            <Bars title={t('staff:leadsPerDay')} counts={stats.perDay} empty={t('staff:none')} />
            <Bars title={t('staff:bySection')} counts={stats.bySection} empty={t('staff:none')} />
            <Bars title={t('staff:bySource')} counts={stats.bySource} empty={t('staff:none')} />
            <Bars
              title={t('staff:openPerAgent')}
              counts={stats.openPerAgent}
              empty={t('staff:none')}
            />
            <OverdueFollowUps req={req} i18n={i18n} />
            <Bars
              title={t('staff:callClicksPerDay')}
              counts={stats.callClicksPerDay}
              empty={t('staff:none')}
            />
          </>
        ) : (
          <p role="alert">{i18n.t('error:unauthorized')}</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
