import { env } from '@/lib/env.mjs'

/** What a staff session's user carries about its second factor (see features/staff/two-factor). */
export type SecondFactorUser =
  | {
      roles?: readonly string[] | null
      twoFactorRequired?: boolean | null
      /** The sessions (Payload's `sid`) that passed the second factor. */
      twoFactorSessions?: unknown
      /** This request's session, set by Payload's JWT strategy. */
      _sid?: unknown
    }
  | null
  | undefined

/**
 * Whether this account must pass a second factor: admins and agents always, editors when an
 * admin marked them, nobody while STAFF_TWO_FACTOR=off.
 */
export function needsSecondFactor(user: SecondFactorUser): boolean {
  if (!user || env().STAFF_TWO_FACTOR === 'off') return false
  const roles = user.roles ?? []
  return roles.includes('admin') || roles.includes('agent') || Boolean(user.twoFactorRequired)
}

/**
 * Whether this request's session may use the account's roles: it passed the second factor, or
 * the account needs none. Read from the user Payload loaded for the session (no query), so every
 * access rule can ask it.
 */
export function passedSecondFactor(user: SecondFactorUser): boolean {
  if (!user) return false
  if (!needsSecondFactor(user)) return true
  const sessions = Array.isArray(user.twoFactorSessions) ? user.twoFactorSessions : []
  return typeof user._sid === 'string' && sessions.includes(user._sid)
}
