import { dayInZone } from '@/features/schedule'
import { stagesOf } from '@/features/leads'
import type { CampaignFigures, CampaignReport, Period } from './campaign-figures'
import { toCents } from './spend-month'

const counts = [
  'visits',
  'spend',
  'leads',
  'booked',
  'questionnaires',
  'signed',
  'paid',
  'retained',
  'fees',
] as const

export type SourceFigures = { source: string | null } & Pick<
  CampaignFigures,
  (typeof counts)[number] | 'costPerLead' | 'costPerRetained'
>

const per = (spend: number, count: number) => (count ? toCents(spend / count) : null)

/**
 * The campaigns' figures summed per utm_source (pure). A lead that two campaigns of one source
 * both match counts in each, as it does in their rows.
 */
export function figuresPerSource(rows: CampaignFigures[]): SourceFigures[] {
  const groups = new Map<string | null, SourceFigures>()
  for (const row of rows) {
    const key = row.source?.trim().toLowerCase() || null
    const group =
      groups.get(key) ??
      ({
        source: key,
        ...Object.fromEntries(counts.map((name) => [name, 0])),
      } as SourceFigures)
    for (const name of counts) group[name] = toCents(group[name] + row[name])
    groups.set(key, group)
  }
  return [...groups.values()]
    .map((group) => ({
      ...group,
      costPerLead: per(group.spend, group.leads),
      costPerRetained: per(group.spend, group.retained),
    }))
    .sort((a, b) => b.leads - a.leads || String(a.source).localeCompare(String(b.source)))
}

export type WeekFigures = { week: string; leads: number; retained: number }

const utcDay = (text: string) => Date.parse(`${text}T00:00:00Z`)
const dayText = (time: number) => new Date(time).toISOString().slice(0, 10)

/** The Monday of a day's week (YYYY-MM-DD), or the period's first day when later. */
function weekOf(day: string, from: string): string {
  const time = utcDay(day)
  const monday = dayText(time - ((new Date(time).getUTCDay() + 6) % 7) * 86_400_000)
  return monday < from ? from : monday
}

/**
 * The leads of any campaign received in each week of the period (weeks from Monday, the first
 * one from the period's first day; the firm's days), and how many of them are retained. A lead
 * two campaigns match counts once here.
 */
export function figuresPerWeek(
  report: Pick<CampaignReport, 'matched' | 'timeZone'>,
  period: Period,
): WeekFigures[] {
  const weeks = new Map<string, WeekFigures>()
  for (let time = utcDay(period.from); time <= utcDay(period.to); time += 86_400_000) {
    const week = weekOf(dayText(time), period.from)
    if (!weeks.has(week)) weeks.set(week, { week, leads: 0, retained: 0 })
  }
  const leads = new Map([...report.matched.values()].flat().map((lead) => [lead.id, lead]))
  for (const lead of leads.values()) {
    const week = weeks.get(
      weekOf(dayInZone(new Date(lead.receivedAt), report.timeZone), period.from),
    )
    if (!week) continue
    week.leads += 1
    week.retained += Number(stagesOf(lead).retained)
  }
  return [...weeks.values()]
}
