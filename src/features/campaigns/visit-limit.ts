import crypto from 'node:crypto'
import { payloadSecret } from '@/lib/payload/secret'
import { windowCounter } from '@/lib/window-counter'

/** Beacons one address may send per minute: a person browses a few pages, a script many. */
const perMinute = 30
const beacons = windowCounter('visit-beacons', 60_000)

/**
 * Whether this address may count one more visit. The counter's key is a keyed hash of the
 * address, never the address itself, and lives one minute (memory or Redis): nothing stored
 * names who visited. Redis unreachable: the visit is not counted (a count is not evidence).
 */
export async function allowVisit(ip: string, now = Date.now()): Promise<boolean> {
  const key = crypto.createHmac('sha256', payloadSecret()).update(`visit:${ip}`).digest('hex')
  try {
    return (await beacons.hit(key.slice(0, 32), now)) <= perMinute
  } catch {
    return false
  }
}
