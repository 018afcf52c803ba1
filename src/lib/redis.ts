import Redis from 'ioredis'
import { env } from '@/lib/env.mjs'

type Shared = { client: Redis | null; url: string | null }

/** One client per process (route bundles may load this module more than once). */
const shared: Shared = ((globalThis as { siteRedis?: Shared }).siteRedis ??= {
  client: null,
  url: null,
})

/**
 * The Redis client of REDIS_URL, shared state of several instances (limits, cache tags); null
 * when REDIS_URL is unset and one process keeps that state in memory.
 */
export function redisClient(): Redis | null {
  const url = env().REDIS_URL
  if (!url) return null
  if (shared.client && shared.url === url) return shared.client
  shared.url = url
  shared.client = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000 })
  shared.client.on('error', (error) => console.error(`Redis (REDIS_URL): ${error.message}`))
  return shared.client
}
