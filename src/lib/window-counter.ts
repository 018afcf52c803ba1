import { redisClient } from './redis'

/**
 * Counts events per key in fixed time windows, shared by every instance through Redis when
 * REDIS_URL is set, else in this process's memory. Used by the lead and login limits.
 */
export type WindowCounter = {
  /** Counts one more event for the key and returns the window's count, this one included. */
  hit(key: string, now?: number): Promise<number>
  /** The window's count so far, without counting. */
  peek(key: string, now?: number): Promise<number>
}

type Window = { start: number; end: number; count: number }
const memory = ((globalThis as { siteWindowCounters?: Map<string, Window> }).siteWindowCounters ??=
  new Map())

export function windowCounter(name: string, windowMs: number): WindowCounter {
  const windowStart = (now: number) => now - (now % windowMs)
  const redisKey = (key: string, now: number) => `site:limit:${name}:${key}:${windowStart(now)}`

  const inMemory = (key: string, now: number, add: number) => {
    const id = `${name}:${key}`
    const current = memory.get(id)
    const start = windowStart(now)
    const window =
      current && current.start === start ? current : { start, end: start + windowMs, count: 0 }
    window.count += add
    memory.set(id, window)
    if (memory.size > 20_000) prune(now)
    return window.count
  }

  return {
    async hit(key, now = Date.now()) {
      const redis = redisClient()
      if (!redis) return inMemory(key, now, 1)
      const id = redisKey(key, now)
      const [[, count]] = (await redis.multi().incr(id).pexpire(id, windowMs).exec()) as [
        [Error | null, number],
      ]
      return count
    },
    async peek(key, now = Date.now()) {
      const redis = redisClient()
      if (!redis) return inMemory(key, now, 0)
      return Number((await redis.get(redisKey(key, now))) ?? 0)
    },
  }
}

function prune(now: number) {
  for (const [id, window] of memory) if (now >= window.end) memory.delete(id)
}
