import { describe, expect, it } from 'vitest'
import { chainChecker, eventHash, genesisHash } from '@/features/audit/chain.mjs'
import { cell } from '@/features/leads/pipeline/export-csv'
import { isAllowedLink } from '@/lib/links'

describe('CSV cells a spreadsheet would run', () => {
  it('are text even behind leading spaces (issue 25, finding 5)', () => {
    expect(cell(' =1+2')).toBe("' =1+2")
    expect(cell('\u00a0 +SUM(A1)')).toBe("'\u00a0 +SUM(A1)")
    expect(cell('=1+2')).toBe("'=1+2")
    expect(cell('\t1')).toBe("'\t1")
    expect(cell('Ana = Ana')).toBe('Ana = Ana')
  })
})

describe('links staff type', () => {
  it('are https, site paths or placeholders only (issue 25, finding 5; issue 33, finding 6)', () => {
    for (const safe of [
      'https://wa.me/1202',
      'https://x.example/a?b',
      '/contacto',
      '{recruitmentSite}',
    ]) {
      expect(isAllowedLink(safe)).toBe(true)
    }
    for (const unsafe of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
      'vbscript:x',
      'ftp://x.example',
      'http://x.example/a',
      '/\t/evil.example',
      '/ok\\..\\evil',
      'https://bank.example@evil.example/',
    ]) {
      expect(isAllowedLink(unsafe)).toBe(false)
    }
  })
})

describe('audit hash chain', () => {
  const event = (seq: number, prevHash: string) => {
    const fields = {
      seq,
      action: 'view',
      user: 'a@firm.test',
      userId: 1,
      lead: 5,
      at: '2026-11-25T10:00:00.000Z',
      ip: '203.0.113.1',
      details: { b: 1, a: [1, { d: 2, c: 3 }] },
      prevHash,
    }
    return { id: seq, ...fields, hash: eventHash(fields) }
  }

  it('names the first changed, missing or reordered event', () => {
    const one = event(1, genesisHash)
    const two = event(2, one.hash)
    const three = event(3, two.hash)
    const check = (rows: ReturnType<typeof event>[]) => {
      const checker = chainChecker()
      for (const row of rows) {
        const problem = checker.next(row)
        if (problem) return problem
      }
      return null
    }
    expect(check([one, two, three])).toBeNull()
    expect(check([one, { ...two, ip: '10.0.0.1' }, three])).toMatch(/#2 \(seq 2\) was changed/)
    expect(check([one, three])).toMatch(/#3 has seq 3, expected 2/)
    // Key order of the details (PostgreSQL's jsonb reorders them) does not matter.
    expect(check([one, { ...two, details: { a: [1, { c: 3, d: 2 }], b: 1 } }, three])).toBeNull()
  })
})
