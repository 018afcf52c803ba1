import { firmDayLabel, type DashboardSectionProps } from '@/features/leads'
import { Bars } from '@/features/leads/staff-ui'
import { hasRole } from '@/lib/access/roles'
import { campaignReport, type CampaignFigures } from '../campaign-figures'
import { figuresPerSource, figuresPerWeek } from '../report-groups'
import type { CampaignsTexts } from './texts'

type Key = keyof CampaignsTexts
const columns = [
  ['visits', 'reportVisits'],
  ['leads', 'reportLeads'],
  ['booked', 'reportBooked'],
  ['questionnaires', 'reportQuestionnaires'],
  ['signed', 'reportSigned'],
  ['paid', 'reportPaid'],
  ['retained', 'reportRetained'],
  ['spend', 'reportSpend'],
  ['costPerLead', 'reportCostPerLead'],
  ['costPerRetained', 'reportCostPerRetained'],
  ['fees', 'reportFees'],
] as const satisfies readonly (readonly [keyof CampaignFigures, Key])[]
const money = new Set(['spend', 'costPerLead', 'costPerRetained', 'fees'])

// A page row has no spend nor costs (null, shown "—"): page-figures.ts says why.
type Row = { key: string; label: string; detail?: string } & {
  [name in (typeof columns)[number][0]]: number | null
}

function FiguresTable(props: {
  title: string
  note?: string
  group: string
  rows: Row[]
  text: (key: Key) => string
  format: (name: string, value: number | null) => string
  testId: string
}) {
  const { title, note, group, rows, text, format, testId } = props
  return (
    <>
      <h3 style={{ fontSize: '1rem', margin: '0 0 .5rem' }}>{title}</h3>
      {note ? <p style={{ margin: '0 0 .5rem' }}>{note}</p> : null}
      {/* A scroll box of its own on a phone; focusable so a keyboard can scroll it. */}
      <div
        className="campaign-report__scroll"
        role="region"
        aria-label={title}
        tabIndex={0}
        data-testid={testId}
      >
        <table className="campaign-report__table">
          <thead>
            <tr>
              <th scope="col">{group}</th>
              {columns.map(([name, key]) => (
                <th scope="col" key={name}>
                  {text(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-row={row.label}>
                <th scope="row">
                  {row.label}
                  {row.detail ? <small>{row.detail}</small> : null}
                </th>
                {columns.map(([name]) => (
                  <td key={name} data-figure={name}>
                    {format(name, row[name])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

/**
 * The dashboard's campaign report for its period: per campaign, per source and per campaign
 * page, visits → leads → booked → questionnaire → signed → paid → retained, spend, costs and
 * fees; campaign leads and clients per week; and, for admins, the report as CSV.
 */
export async function CampaignReportSection({ payload, req, i18n, days }: DashboardSectionProps) {
  const text = (key: Key, vars?: Record<string, unknown>) =>
    (i18n.t as (key: string, vars?: Record<string, unknown>) => string)(`campaigns:${key}`, vars)
  const period = { from: days[0], to: days.at(-1)! }
  const report = await campaignReport(payload, period)
  const currency = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' })
  const number = new Intl.NumberFormat(i18n.language)
  const format = (name: string, value: number | null) =>
    value == null ? '—' : money.has(name) ? currency.format(value) : number.format(value)
  const weeks = figuresPerWeek(report, period)
  const weekLabel = (week: string) =>
    text('reportWeekOf', { day: firmDayLabel(week, i18n.language) })
  const campaignRows: Row[] = report.campaigns.map((row) => ({
    ...row,
    key: String(row.id),
    label: row.name,
    detail: [row.source, row.medium].filter(Boolean).join(' / ') || undefined,
  }))
  const sourceRows: Row[] = figuresPerSource(report.campaigns).map((row) => ({
    ...row,
    key: row.source ?? '',
    label: row.source ?? text('reportNoSource'),
  }))
  const language = i18n.language === 'en' ? 'en' : 'es'
  const pageRows: Row[] = report.pages.map((row) => ({
    ...row,
    key: String(row.id),
    // The title in the admin's language, else the other one (a page may have one language).
    label: row.title[language] ?? row.title[language === 'en' ? 'es' : 'en'] ?? `#${row.id}`,
    detail: row.paths.join(' ') || undefined,
  }))
  return (
    <section
      className="campaign-report"
      style={{ marginBottom: '2rem' }}
      data-testid="campaign-report"
    >
      <h2 style={{ fontSize: '1.1rem', margin: '0 0 .5rem' }}>{text('reportTitle')}</h2>
      <p style={{ margin: '0 0 .75rem' }}>{text('reportNote')}</p>
      {campaignRows.length === 0 ? (
        <p>{text('reportNone')}</p>
      ) : (
        <>
          <FiguresTable
            title={text('reportByCampaign')}
            group={text('reportCampaign')}
            rows={campaignRows}
            text={text}
            format={format}
            testId="campaign-report-campaigns"
          />
          <FiguresTable
            title={text('reportBySource')}
            group={text('reportSource')}
            rows={sourceRows}
            text={text}
            format={format}
            testId="campaign-report-sources"
          />
        </>
      )}
      {pageRows.length ? (
        <FiguresTable
          title={text('reportByPage')}
          note={text('reportPageNote')}
          group={text('reportPage')}
          rows={pageRows}
          text={text}
          format={format}
          testId="campaign-report-pages"
        />
      ) : null}
      <Bars
        title={text('reportLeadsPerWeek')}
        counts={weeks.map((week) => ({ label: weekLabel(week.week), count: week.leads }))}
        empty={text('reportNone')}
      />
      <Bars
        title={text('reportRetainedPerWeek')}
        counts={weeks.map((week) => ({ label: weekLabel(week.week), count: week.retained }))}
        empty={text('reportNone')}
      />
      {hasRole(req.user as never, 'admin') ? (
        <p>
          <a
            className="btn btn--style-secondary btn--size-small"
            style={{ margin: 0 }}
            href={`/cms/api/campaigns/report.csv?from=${period.from}&to=${period.to}`}
            download
            data-testid="campaign-report-csv"
          >
            {text('reportDownload')}
          </a>
        </p>
      ) : null}
    </section>
  )
}
