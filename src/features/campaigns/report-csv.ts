import { stringify } from 'csv-stringify/sync'
import { cell } from '@/features/leads'
import type { CampaignFigures, PageFigures, Period } from './campaign-figures'
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
  // Added with the page rows: after the earlier columns, which keep their places.
  'page_title',
  'page_paths',
  'page_campaigns',
]

type Figures = { [name in (typeof columns)[number]]: number | null }
const noPage = ['', '', '']

/**
 * The campaign report as CSV: one row per campaign, then one per source, then one per campaign
 * page (`row` says which). A page row names the page in the last three columns (its Spanish
 * title, else its English one; its paths; the campaigns that use it) and leaves spend and costs
 * empty (page-figures.ts says why). Names, sources and titles are typed by staff, so every text
 * cell goes through the leads export's formula guard.
 */
export function campaignReportCsv(
  period: Period,
  campaigns: CampaignFigures[],
  sources: SourceFigures[],
  pages: PageFigures[],
): string {
  const figures = (row: Figures) => columns.map((name) => row[name] ?? '')
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
      ...noPage,
    ]),
    ...sources.map((row) => [
      'source',
      '',
      cell(row.source),
      '',
      period.from,
      period.to,
      ...figures(row),
      ...noPage,
    ]),
    ...pages.map((row) => [
      'page',
      '',
      '',
      '',
      period.from,
      period.to,
      ...figures(row),
      cell(row.title.es ?? row.title.en),
      cell(row.paths.join('; ')),
      cell(row.campaigns.join('; ')),
    ]),
  ])
}
