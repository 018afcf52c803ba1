import { describe, expect, it } from 'vitest'
import { chainChecker, chainKey, eventHash, genesisHash } from '@/features/audit/chain.mjs'

const key = chainKey('a-secret-of-the-server')

describe('the audit chain', () => {
  it('an event whose details hold an undefined value verifies once stored and read back', () => {
    const written = {
      seq: 1,
      action: 'client-message',
      user: null,
      userId: null,
      lead: 7,
      at: '2026-11-28T06:00:00.000Z',
      ip: null,
      details: { channel: 'whatsapp', template: undefined, nested: { kept: 1, gone: undefined } },
      prevHash: genesisHash,
    }
    const hash = eventHash(written, key)
    // What the database gives back: JSON, where undefined values are left out.
    const stored = { ...JSON.parse(JSON.stringify(written)), id: 1, hash }
    expect(Object.keys(stored.details)).toEqual(['channel', 'nested'])
    const checker = chainChecker(key)
    expect(checker.next(stored)).toBeNull()
  })

  it('a changed detail still breaks the link', () => {
    const event = {
      seq: 1,
      action: 'view',
      lead: 3,
      at: '2026-11-28T06:00:00.000Z',
      details: { fields: ['phone'] },
      prevHash: genesisHash,
    }
    const hash = eventHash(event, key)
    const checker = chainChecker(key)
    expect(checker.next({ ...event, details: { fields: ['email'] }, id: 1, hash })).not.toBeNull()
  })
})
