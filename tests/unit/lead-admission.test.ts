import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { admitLead } from '@/features/leads/delivery/lead-admission'

// The intake's door: LEAD_INTAKE_BOUND leads at once, the next in order of arrival, a turn that
// hangs ends by itself, and no post waits past 5 s.
beforeEach(() => {
  vi.useFakeTimers()
  process.env.LEAD_INTAKE_BOUND = '2'
})
afterEach(() => {
  vi.useRealTimers()
  delete process.env.LEAD_INTAKE_BOUND
})

const settle = () => vi.advanceTimersByTimeAsync(0)

describe('admitLead', () => {
  it('takes the bound at once and lets the next in, in order, as turns end', async () => {
    const first = await admitLead()
    const second = await admitLead()
    const admitted: string[] = []
    const third = admitLead().then((end) => (admitted.push('third'), end))
    const fourth = admitLead().then((end) => (admitted.push('fourth'), end))
    await settle()
    expect(admitted).toEqual([])
    second()
    second() // ending twice frees one turn, not two
    await settle()
    expect(admitted).toEqual(['third'])
    first()
    await settle()
    expect(admitted).toEqual(['third', 'fourth'])
    for (const end of [await third, await fourth]) end()
  })

  it('ends a turn after a second when its sends hang', async () => {
    const hanging = await admitLead()
    const other = await admitLead()
    let admitted = false
    const next = admitLead().then((end) => ((admitted = true), end))
    await vi.advanceTimersByTimeAsync(900)
    expect(admitted).toBe(false)
    await vi.advanceTimersByTimeAsync(200)
    expect(admitted).toBe(true)
    hanging()
    other()
    ;(await next)()
  })

  it('lets a post in after 5 s at most, however many wait before it', async () => {
    process.env.LEAD_INTAKE_BOUND = '1'
    const ends: (() => void)[] = [await admitLead()]
    // Eight posts ahead of the last, each holding its turn the full second.
    const ahead = Array.from({ length: 8 }, () => admitLead().then((end) => ends.push(end)))
    let admittedAt: number | null = null
    const started = Date.now()
    const last = admitLead().then((end) => {
      admittedAt = Date.now() - started
      return end
    })
    await vi.advanceTimersByTimeAsync(4_900)
    expect(admittedAt).toBeNull()
    await vi.advanceTimersByTimeAsync(200)
    expect(admittedAt).toBe(5_000)
    await vi.advanceTimersByTimeAsync(10_000)
    await Promise.all(ahead)
    for (const end of [...ends, await last]) end()
  })
})
