import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { onPaymentSettled } from '@/features/payments'
import { notifySettled } from '@/features/payments/settled'

const payload = { logger: { error: () => undefined } } as unknown as Payload

describe('onPaymentSettled', () => {
  it('calls each listener once per settled payment, past a failing one, until unregistered', async () => {
    const calls: unknown[] = []
    const failing = onPaymentSettled(() => {
      throw new Error('listener down')
    })
    const off = onPaymentSettled((_payload, settled) => void calls.push(settled))
    const settled = { lead: 7, engagement: '3', status: 'paid' as const }
    await notifySettled(payload, settled)
    expect(calls).toEqual([settled])
    off()
    failing()
    await notifySettled(payload, settled)
    expect(calls).toHaveLength(1)
  })
})
