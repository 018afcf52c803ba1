import { headers } from 'next/headers'
import type { Payload } from 'payload'
import { cache } from 'react'

/**
 * The signed-in staff member as their session sees them, for the admin's server components.
 * Payload hands those components the user with read access applied, which drops the session's
 * second-factor marks (`_sid`, `twoFactorSessions`): every role check on it fails once two-step
 * verification is on (the alerts control, the inbox landing and the calendar link were never
 * shown). This asks Payload's documented `auth` for the request's own session, once a request.
 */
export const adminSessionUser = cache(async (payload: Payload) => {
  const { user } = await payload.auth({ headers: await headers() })
  return user
})
