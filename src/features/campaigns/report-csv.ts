import { stringify } from 'csv-stringify/sync'
import { cell } from '@/features/leads'
import type { CampaignFigures, Period } from './campaign-figures'
import type { SourceFigures } from './report-groups'

const columns = [
  'visits',
  'leads',
  'booked',
  'questionnaires',
  'signed',
  'paid',
  'retained',
  'spend',
  'costPerLead',
  'costPerRetained',
  'fees',
] as const

const header = [
  'row',
  'campaign',
  'source',
  'medium',
  'from',
  'to',
  'visits',
  'leads',
  'booked_calls',
  'questionnaires_done',
  'letters_signed',
  'fees_paid_count',
  'retained',
  'spend_usd',
  'cost_per_lead_usd',
  'cost_per_retained_usd',
  'fees_usd',
]

/**
 * The campaign report as CSV: one row per campaign, then one per source (`row` says which).
 * Campaign names and sources are typed by staff, so every text cell goes through the leads
 * export's formula guard.
 */
export function campaignReportCsv(
  period: Period,
  campaigns: CampaignFigures[],
  sources: SourceFigures[],
): string {
  const figures = (row: Pick<CampaignFigures, (typeof columns)[number]>) =>
    columns.map((name) => row[name] ?? '')
  return stringify([
    header,
    ...campaigns.map((row) => [
      'campaign',
      cell(row.name),
      cell(row.source),
      cell(row.medium),
      period.from,
      period.to,
      ...figures(row),
    ]),
    ...sources.map((row) => [
      'source',
      '',
      cell(row.source),
      '',
      period.from,
      period.to,
      ...figures(row),
    ]),
  ])
}
