/** A spend month as stored: `YYYY-MM` (a calendar month, no day). */
export const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/

/** A dollar amount rounded to the cent (spend is entered and imported in USD). */
export const toCents = (amount: number) => Math.round(amount * 100) / 100

export type SpendRow = { month: string; amount: number }

/** A period of the firm's days, both included: `YYYY-MM-DD`. */
export type Period = { from: string; to: string }

/**
 * The spend after an import: the imported months replace the same months' rows (re-importing an
 * export does not double it), every other month is kept as it was. Sorted by month.
 */
export function mergeSpend(existing: SpendRow[], imported: SpendRow[]): SpendRow[] {
  const byMonth = new Map<string, SpendRow>()
  for (const row of existing) byMonth.set(row.month, { month: row.month, amount: row.amount })
  for (const row of imported)
    byMonth.set(row.month, { month: row.month, amount: toCents(row.amount) })
  return [...byMonth.values()].sort((a, b) => a.month.localeCompare(b.month))
}
