import { describe, expect, it } from 'vitest'
import { amountOfCell, monthOfCell, spendFromCsv } from '@/features/campaigns/spend-csv'
import { mergeSpend } from '@/features/campaigns/spend-month'
import { proratedSpend } from '@/features/campaigns/prorated-spend'
import { barePath, leadMatches } from '@/features/campaigns/campaign-figures'

const utf8 = (text: string) => new TextEncoder().encode(text)

/** Google Ads' "CSV for Excel": UTF-16LE with its byte-order mark, tab-separated. */
function utf16(text: string) {
  const bytes = new Uint8Array(2 + text.length * 2)
  bytes.set([0xff, 0xfe])
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    bytes[2 + index * 2] = code & 0xff
    bytes[3 + index * 2] = code >> 8
  }
  return bytes
}

describe('spend from an ad platform CSV', () => {
  it('reads a Google Ads export: title lines, UTF-16 tabs, a total line, summed per month', () => {
    const text = [
      'Campaign report',
      'October 1, 2026 - November 30, 2026',
      'Day\tCampaign\tCurrency code\tCost',
      '2026-10-01\tParole\tUSD\t"1,200.50"',
      '2026-10-15\tParole\tUSD\t99.50',
      '2026-11-02\tParole\tUSD\t300',
      'Total: Account\t--\tUSD\t"1,600.00"',
    ].join('\r\n')
    const parsed = spendFromCsv(utf16(text))
    expect(parsed).toEqual({
      ok: true,
      rowsRead: 3,
      months: [
        { month: '2026-10', amount: 1300 },
        { month: '2026-11', amount: 300 },
      ],
    })
  })

  it('reads a Meta export ("Reporting starts", "Amount spent (USD)") with a BOM', () => {
    const text =
      '\uFEFFCampaign name,Reporting starts,Reporting ends,Amount spent (USD)\n' +
      'Parole FB,2026-09-01,2026-09-01,40.25\nParole FB,2026-09-02,2026-09-02,9.75\n'
    expect(spendFromCsv(utf8(text))).toMatchObject({
      ok: true,
      months: [{ month: '2026-09', amount: 50 }],
    })
  })

  it('reads a TikTok export ("By Day", "Cost (USD)") with US dates and semicolons', () => {
    const text = 'By Day;Cost (USD)\n10/31/2026;$12.30\n11/01/2026;US$ 7.70\n'
    expect(spendFromCsv(utf8(text))).toMatchObject({
      ok: true,
      months: [
        { month: '2026-10', amount: 12.3 },
        { month: '2026-11', amount: 7.7 },
      ],
    })
  })

  it('refuses what it cannot read, saying why', () => {
    expect(spendFromCsv(utf8('Campaign,Clicks\nParole,12\n'))).toEqual({
      ok: false,
      error: 'no-columns',
    })
    expect(spendFromCsv(utf8('Day,Cost\nyesterday,lots\n'))).toEqual({
      ok: false,
      error: 'no-rows',
    })
    expect(spendFromCsv(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]))).toMatchObject({
      ok: false,
    })
  })

  it('reads the usual period and amount cells, and nothing else', () => {
    expect(monthOfCell('2026-10')).toBe('2026-10')
    expect(monthOfCell('October 2026')).toBe('2026-10')
    expect(monthOfCell('Oct 5, 2026')).toBe('2026-10')
    expect(monthOfCell('5 Oct 2026')).toBe('2026-10')
    expect(monthOfCell('2026-13-01')).toBeNull()
    expect(monthOfCell('Total')).toBeNull()
    expect(amountOfCell('$1,234.56')).toBe(1234.56)
    expect(amountOfCell('-5')).toBeNull()
    expect(amountOfCell('--')).toBeNull()
  })
})

describe('spend per month', () => {
  it('an import replaces its months and keeps the others', () => {
    const existing = [
      { month: '2026-08', amount: 100 },
      { month: '2026-09', amount: 200 },
    ]
    expect(
      mergeSpend(existing, [
        { month: '2026-09', amount: 250.555 },
        { month: '2026-10', amount: 5 },
      ]),
    ).toEqual([
      { month: '2026-08', amount: 100 },
      { month: '2026-09', amount: 250.56 },
      { month: '2026-10', amount: 5 },
    ])
  })

  it('a period counts whole months whole and a part of a month by its days', () => {
    const rows = [
      { month: '2026-09', amount: 300 },
      { month: '2026-10', amount: 310 },
    ]
    expect(proratedSpend(rows, { from: '2026-09-01', to: '2026-10-31' })).toBe(610)
    expect(proratedSpend(rows, { from: '2026-10-01', to: '2026-10-10' })).toBe(100)
    expect(proratedSpend(rows, { from: '2026-09-30', to: '2026-10-01' })).toBe(20)
    expect(proratedSpend(rows, { from: '2026-11-01', to: '2026-11-30' })).toBe(0)
  })
})

describe('which leads a campaign earned', () => {
  const lead = (fields: Record<string, unknown>) =>
    ({ status: 'new', spam: false, history: [], ...fields }) as never
  const paths = new Set(['/parole-en-familia', '/en/family-parole'])

  it('matches utm_campaign of either touch, case-insensitive, or one of its pages', () => {
    const byName = lead({ attribution: { lastTouch: { utm_campaign: ' Parole-FB ' } } })
    expect(leadMatches(byName, 'parole-fb', new Set())).toBe(true)
    expect(leadMatches(lead({ pagePath: '/en/Family-Parole/?utm_source=x' }), 'other', paths)).toBe(
      true,
    )
    const landed = lead({ attribution: { firstTouch: { landing_page: '/parole-en-familia?x=1' } } })
    expect(leadMatches(landed, 'other', paths)).toBe(true)
    expect(leadMatches(lead({ pagePath: '/contacto' }), 'parole-fb', paths)).toBe(false)
    expect(barePath('contacto')).toBeNull()
  })
})
