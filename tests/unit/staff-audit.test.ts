import { describe, expect, it } from 'vitest'
import { chainChecker, chainKey, eventHash, genesisHash } from '@/features/audit/chain.mjs'
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
  const key = chainKey('a-secret-of-at-least-thirty-two-characters')
  const event = (seq: number, prevHash: string, withKey: Buffer | null = key) => {
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
    return { id: seq, ...fields, hash: eventHash(fields, withKey ?? undefined) }
  }
  type Row = ReturnType<typeof event>
  const check = (rows: Row[], withKey = key) => {
    const checker = chainChecker(withKey)
    for (const row of rows) {
      const problem = checker.next(row)
      if (problem) return problem
    }
    return checker.summary()
  }

  it('names the first changed, missing or reordered event', () => {
    const one = event(1, genesisHash)
    const two = event(2, one.hash)
    const three = event(3, two.hash)
    expect(check([one, two, three])).toEqual({
      events: 3,
      unkeyed: 0,
      head: { seq: 3, hash: three.hash },
    })
    expect(check([one, { ...two, ip: '10.0.0.1' }, three])).toMatch(/#2 \(seq 2\) was changed/)
    expect(check([one, three])).toMatch(/#3 has seq 3, expected 2/)
    // Key order of the details (PostgreSQL's jsonb reorders them) does not matter.
    expect(check([one, { ...two, details: { a: [1, { c: 3, d: 2 }], b: 1 } }, three])).toEqual(
      expect.objectContaining({ events: 3 }),
    )
  })

  it('is keyed: the last event re-hashed without the key, or another key, fails (issue 33)', () => {
    const one = event(1, genesisHash)
    const two = event(2, one.hash)
    const changed = { ...two, ip: '10.0.0.1' }
    const rehashed = { ...changed, hash: eventHash(changed) }
    expect(check([one, rehashed])).toMatch(/#2 \(seq 2\) was changed.*without the key/)
    expect(check([one, two], chainKey('another-secret-of-thirty-two-characters!'))).toMatch(
      /#1 \(seq 1\) was changed/,
    )
  })

  it('still verifies events written before the key, but none after a keyed one', () => {
    const one = event(1, genesisHash, null)
    const two = event(2, one.hash, null)
    const three = event(3, two.hash)
    expect(check([one, two, three])).toEqual({
      events: 3,
      unkeyed: 2,
      head: { seq: 3, hash: three.hash },
    })
    const four = event(4, three.hash, null)
    expect(check([one, two, three, four])).toMatch(/#4 \(seq 4\) was changed/)
  })
})
