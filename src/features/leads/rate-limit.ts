/**
 * Per-IP limit of lead posts in a sliding minute (LEAD_RATE_LIMIT, default 10). It lives in the
 * instance's memory: with several instances each enforces it on the posts it receives.
 */
const windowMs = 60_000
const hits = new Map<string, number[]>()

export function rateLimitPerMinute(): number {
  const configured = Number(process.env.LEAD_RATE_LIMIT)
  return Number.isFinite(configured) && configured > 0 ? configured : 10
}

export function allowPost(ip: string, now = Date.now()): boolean {
  const recent = (hits.get(ip) ?? []).filter((time) => now - time < windowMs)
  if (recent.length >= rateLimitPerMinute()) {
    hits.set(ip, recent)
    return false
  }
  recent.push(now)
  hits.set(ip, recent)
  if (hits.size > 10_000) prune(now)
  return true
}

function prune(now: number) {
  for (const [ip, times] of hits) {
    if (times.every((time) => now - time >= windowMs)) hits.delete(ip)
  }
}

/**
 * The client address: the last X-Forwarded-For hop (the one our own proxy or Next.js added), so a
 * visitor cannot pick another address by sending the header themselves.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')
  const hops =
    forwarded
      ?.split(',')
      .map((hop) => hop.trim())
      .filter(Boolean) ?? []
  return hops.at(-1) || headers.get('x-real-ip') || 'unknown'
}
