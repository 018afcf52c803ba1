/** YYYY-MM of the month `shift` months from now (UTC). */
export const monthFrom = (shift: number) => {
  const now = new Date()
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + shift, 1))
  return date.toISOString().slice(0, 7)
}

/** The last day (YYYY-MM-DD) of a YYYY-MM month. */
export const lastDay = (month: string) => {
  const [year, number] = month.split('-').map(Number)
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10)
}

/** Three whole months around today: today's firm day is inside whatever the firm's zone. */
export const periodAroundToday = () => ({
  from: `${monthFrom(-1)}-01`,
  to: lastDay(monthFrom(1)),
})

/** A campaign's spend: 900.5 in the three months around today, and a month outside them. */
export const spendAroundToday = () => [
  { month: monthFrom(-1), amount: 300 },
  { month: monthFrom(0), amount: 450.5 },
  { month: monthFrom(1), amount: 150 },
  // Outside the period: not counted.
  { month: monthFrom(-3), amount: 10_000 },
]
