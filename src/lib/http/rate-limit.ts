import { env } from '@/lib/env.mjs'
import { windowCounter } from '@/lib/window-counter'

export { clientIp } from '@/lib/client-ip'

/**
 * Per-IP limit of lead posts per minute (LEAD_RATE_LIMIT, default 10). Shared by every instance
 * through Redis when REDIS_URL is set, else kept in this process.
 */
const leadPosts = windowCounter('lead-posts', 60_000)

export function rateLimitPerMinute(): number {
  return env().LEAD_RATE_LIMIT
}

export async function allowPost(ip: string, now = Date.now()): Promise<boolean> {
  try {
    return (await leadPosts.hit(ip, now)) <= rateLimitPerMinute()
  } catch (error) {
    // Redis unreachable: a lead refused would be lost, abuse only costs a few rows.
    console.error(`Lead rate limit unavailable, post allowed: ${(error as Error).message}`)
    return true
  }
}
