import { csvRows, decodeCsv } from './csv-rows'
import { toCents, type SpendRow } from './spend-month'

/** Header names of the period column in Google Ads, Meta and TikTok exports (lower case). */
const dateHeaders = [
  'day',
  'date',
  'month',
  'reporting starts',
  'by day',
  'stat time day',
  'día',
  'fecha',
  'mes',
]
/** Header names of the cost column (lower case; any currency note in brackets is dropped). */
const costHeaders = [
  'cost',
  'amount spent',
  'spend',
  'total cost',
  'amount',
  'costo',
  'coste',
  'importe gastado',
]

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

const bare = (header: string) =>
  header
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/\s+/g, ' ')
    .trim()

const pad = (value: number | string) => String(value).padStart(2, '0')
const monthOf = (year: number, month: number) =>
  year >= 2000 && year < 2100 && month >= 1 && month <= 12 ? `${year}-${pad(month)}` : null

/**
 * The calendar month of an export's day or month cell: 2026-10-05, 2026/10/05, 2026-10,
 * 10/05/2026 (US order, as the three platforms export for a US account), "Oct 5, 2026",
 * "October 2026", "5 Oct 2026". Null for anything else (a "Total" line).
 */
export function monthOfCell(cell: string): string | null {
  const value = cell.trim()
  let match = value.match(/^(\d{4})[-/.](\d{1,2})(?:[-/.](\d{1,2}))?(?:[ T].*)?$/)
  if (match) return monthOf(Number(match[1]), Number(match[2]))
  match = value.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/)
  if (match) return monthOf(Number(match[3]), Number(match[1]))
  match = value.toLowerCase().match(/^([a-z]{3})[a-z]*\.?\s+(?:\d{1,2},?\s+)?(\d{4})$/)
  if (match && months.includes(match[1]))
    return monthOf(Number(match[2]), months.indexOf(match[1]) + 1)
  match = value.toLowerCase().match(/^\d{1,2}\s+([a-z]{3})[a-z]*\.?\s+(\d{4})$/)
  if (match && months.includes(match[1]))
    return monthOf(Number(match[2]), months.indexOf(match[1]) + 1)
  return null
}

/** A cost cell as a number: "$1,234.56", "US$ 12.30", "1234.5"; null when not a number. */
export function amountOfCell(cell: string): number | null {
  const value = cell.replace(/us\$|usd|\$|\s/gi, '').replace(/,/g, '')
  if (!/^-?\d+(\.\d+)?$/.test(value)) return null
  const amount = Number(value)
  return Number.isFinite(amount) && amount >= 0 ? amount : null
}

export type SpendImport =
  | { ok: true; months: SpendRow[]; rowsRead: number }
  | { ok: false; error: 'unreadable' | 'no-columns' | 'no-rows' }

/** The first row naming both a period column and a cost column (reports open with title lines). */
function findHeader(rows: string[][]) {
  for (let index = 0; index < Math.min(rows.length, 20); index += 1) {
    const names = rows[index].map(bare)
    const date = names.findIndex((name) => dateHeaders.includes(name))
    const cost = names.findIndex((name) => costHeaders.includes(name))
    if (date >= 0 && cost >= 0) return { index, date, cost }
  }
  return null
}

/**
 * The spend per month of an ad platform's CSV export: its rows summed per calendar month. Rows
 * without a readable period and amount (a total line, a blank day) are skipped; a file with no
 * such columns or no such row is refused, so an import never replaces spend with nothing.
 */
export function spendFromCsv(bytes: Uint8Array): SpendImport {
  let rows: string[][]
  try {
    const text = decodeCsv(bytes)
    if (text.includes('\u0000')) return { ok: false, error: 'unreadable' }
    rows = csvRows(text)
  } catch {
    return { ok: false, error: 'unreadable' }
  }
  const header = findHeader(rows)
  if (!header) return { ok: false, error: 'no-columns' }
  const sums = new Map<string, number>()
  let rowsRead = 0
  for (const row of rows.slice(header.index + 1)) {
    const month = monthOfCell(row[header.date] ?? '')
    const amount = amountOfCell(row[header.cost] ?? '')
    if (!month || amount === null) continue
    sums.set(month, (sums.get(month) ?? 0) + amount)
    rowsRead += 1
  }
  if (!rowsRead) return { ok: false, error: 'no-rows' }
  const found = [...sums].map(([month, amount]) => ({ month, amount: toCents(amount) }))
  return { ok: true, months: found.sort((a, b) => a.month.localeCompare(b.month)), rowsRead }
}
