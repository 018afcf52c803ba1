import { toCents, type Period, type SpendRow } from './spend-month'

const dayMs = 86_400_000
const utcDay = (day: string) => Date.parse(`${day}T00:00:00Z`)

/**
 * The spend of a period: each month's amount times the share of the month's days inside the
 * period (a whole month counts whole, half of it half). Spend is entered per month, not per day.
 */
export function proratedSpend(rows: SpendRow[], period: Period): number {
  const from = utcDay(period.from)
  const to = utcDay(period.to)
  let total = 0
  for (const { month, amount } of rows) {
    const [year, monthNumber] = month.split('-').map(Number)
    const first = Date.UTC(year, monthNumber - 1, 1)
    const last = Date.UTC(year, monthNumber, 0)
    const days = (last - first) / dayMs + 1
    const inside = (Math.min(last, to) - Math.max(first, from)) / dayMs + 1
    if (inside > 0) total += (amount * inside) / days
  }
  return toCents(total)
}
