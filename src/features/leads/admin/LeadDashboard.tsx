import Link from 'next/link'
import type { ReactNode } from 'react'
import type { AdminViewServerProps } from 'payload'
import { StaffViewTemplate } from '@/lib/payload/StaffViewTemplate'
import { worksLeads } from '@/lib/access/roles'
import { firmTimeZone } from '@/features/schedule'
import { Bars } from './Bars'
import { BookingFiguresSection } from './BookingFiguresSection'
import { ChannelsStatus } from './ChannelsStatus'
import { ClientPathSection } from './ClientPathSection'
import { ConversionDownloads } from './ConversionDownloads'
import { Conversion } from './Conversion'
import { dashboardRange, type DashboardSectionProps } from './dashboard-range'
import { RangePicker } from './RangePicker'
import { SpeedReport } from './SpeedReport'
import { firmDayLabel } from './firm-time'
import { leadStats, type Count } from './lead-stats'
import { OverdueFollowUps } from './OverdueFollowUps'
import { durationText, staffText } from './staff-text'

/**
 * /admin/lead-dashboard: the intake figures of a period of the firm's days (the last 30 by
 * default), rendered on the server. `campaigns` renders the campaign report for the period: it
 * is given by the campaigns feature, which reads leads, so leads does not import campaigns.
 */
export async function LeadDashboard({
  initPageResult,
  params,
  searchParams,
  campaigns,
}: AdminViewServerProps & { campaigns?: (section: DashboardSectionProps) => ReactNode }) {
  const { req } = initPageResult
  const { i18n, payload, user } = req
  const t = (key: Parameters<typeof staffText>[1]) => staffText(i18n, key)
  const allowed = worksLeads(user)
  const timeZone = await firmTimeZone(payload)
  const range = dashboardRange(
    (searchParams ?? {}) as Record<string, string | string[]>,
    new Date(),
    timeZone,
  )
  const stats = allowed
    ? await leadStats(
        payload,
        req,
        { unassigned: t('staff:unassigned'), noSource: t('staff:noSource') },
        timeZone,
        range.days,
      )
    : null
  const funnelLabels = {
    leads: t('staff:funnelLeads'),
    contacted: t('staff:funnelContacted'),
    qualified: t('staff:funnelQualified'),
    retained: t('staff:funnelRetained'),
  }
  const period = staffText(i18n, 'staff:rangeShown', {
    from: firmDayLabel(range.days[0], i18n.language, true),
    to: firmDayLabel(range.days.at(-1)!, i18n.language, true),
  })
  const daysNamed = (counts: Count[]) =>
    counts.map((entry) => ({ ...entry, label: firmDayLabel(entry.label, i18n.language) }))
  const median = stats?.medianFirstContactMinutes
  // What each figures section reads: the request, the admin's language and the chosen period.
  const section = { payload, req, i18n, timeZone, days: range.days }
  return (
    <StaffViewTemplate initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <h1 style={{ margin: '1.5rem 0' }}>{t('staff:dashboardTitle')}</h1>
      {stats ? (
        <>
          <p>
            <Link href="/admin/collections/leads">{t('staff:openInbox')}</Link>
          </p>
          <p className="lead-time-zone">{staffText(i18n, 'staff:timeZone', { zone: timeZone })}</p>
          <ChannelsStatus i18n={i18n} />
          <RangePicker
            range={range}
            labels={{
              title: t('staff:rangeTitle'),
              today: t('staff:rangeToday'),
              '7': t('staff:range7'),
              '30': t('staff:range30'),
              custom: t('staff:rangeCustom'),
              from: t('staff:rangeFrom'),
              to: t('staff:rangeTo'),
              show: t('staff:rangeShow'),
              invalid: t('staff:rangeInvalid'),
            }}
          />
          <p className="lead-range-shown" data-testid="range-shown">
            <strong>{period}</strong>
          </p>
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
          <p>{t('staff:conversionNote')}</p>
          <Conversion
            title={t('staff:conversionBySource')}
            rows={stats.conversionBySource}
            labels={{ group: t('staff:filterSource'), ...funnelLabels }}
            empty={t('staff:none')}
            testId="conversion-by-source"
          />
          <Conversion
            title={t('staff:conversionBySection')}
            rows={stats.conversionBySection}
            labels={{ group: t('staff:filterSection'), ...funnelLabels }}
            empty={t('staff:none')}
            testId="conversion-by-section"
          />
          <ClientPathSection {...section} />
          {campaigns?.(section)}
          <ConversionDownloads
            i18n={i18n}
            user={user}
            from={range.days[0]}
            to={range.days.at(-1)}
          />
          <Bars
            title={t('staff:openPerAgent')}
            counts={stats.openPerAgent}
            empty={t('staff:none')}
          />
          <BookingFiguresSection {...section} />
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
    </StaffViewTemplate>
  )
}
