import type { SpendRow } from './spend-month'

/** `YYYY-MM` of the month `back` months before `now`'s (UTC). */
export function monthBefore(now: Date, back: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`
}

const spendOf = (now: Date, amounts: number[]): SpendRow[] =>
  amounts.map((amount, index) => ({ month: monthBefore(now, amounts.length - 1 - index), amount }))

/**
 * The two sample campaigns, over the sample campaign pages (by their Spanish slug), with spend
 * for the current month and the two before it, and a day's sample visits per page.
 */
export function sampleCampaigns(now: Date) {
  return [
    {
      name: 'tiktok-inmigracion',
      source: 'tiktok',
      medium: 'paid_social',
      pageSlug: 'tiktok-inmigracion',
      startDate: `${monthBefore(now, 2)}-01`,
      spend: spendOf(now, [850, 1200, 640.5]),
      visitsPerDay: [38, 52, 47, 61, 44, 29, 35, 58, 66, 49, 41, 37, 55, 62],
    },
    {
      name: 'facebook-parole-familia',
      source: 'facebook',
      medium: 'paid_social',
      pageSlug: 'parole-en-familia',
      startDate: `${monthBefore(now, 2)}-01`,
      spend: spendOf(now, [1500, 1320.75, 910]),
      visitsPerDay: [72, 65, 80, 91, 58, 47, 69, 77, 84, 63, 70, 59, 88, 95],
    },
  ]
}
