import type { User } from '@/payload-types'
import { readToken, signToken } from '@/lib/security/signed-token'
import { siteUrl } from '@/lib/seo/site-url'

/**
 * An agent's private calendar feed link: the agent's id signed (HMAC) together with the feed's
 * version on the account. Bumping the version (regenerating the link) makes every older link
 * fail, without any list of revoked links. Calendar apps poll the link for years: it does not
 * expire on its own.
 */
const purpose = (version: number) => `booking-feed-v${version}`
const farFuture = new Date(Date.UTC(2200, 0, 1))

export const feedVersionOf = (user: Pick<User, 'calendarFeedVersion'>) =>
  user.calendarFeedVersion ?? 0

export function feedUrl(user: Pick<User, 'id' | 'calendarFeedVersion'>): string {
  const token = signToken(purpose(feedVersionOf(user)), user.id, farFuture)
  return new URL(`/api/booking/feed/${token}.ics`, siteUrl()).toString()
}

/** The agent's id a feed token claims, before the version on the account is checked. */
export function claimedAgent(token: string): number | null {
  const id = Number(token.split('.')[0])
  return Number.isInteger(id) && id > 0 ? id : null
}

/** Whether the token is the account's current feed link (not forged, not regenerated since). */
export const isCurrentFeedToken = (token: string, user: Pick<User, 'id' | 'calendarFeedVersion'>) =>
  readToken(purpose(feedVersionOf(user)), token) === user.id
