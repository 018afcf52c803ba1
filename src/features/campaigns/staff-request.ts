import type { PayloadRequest } from 'payload'
import { hasRole } from '@/lib/access/roles'
import type { Period } from './spend-month'
import { periodOf } from './report-period'

type Role = Parameters<typeof hasRole>[1]

/**
 * The period of a figures request by one of these roles, or the refusal to answer: 401 without
 * a login, 403 for another role, 400 for a period that is not two days in order.
 */
export function staffPeriod(req: PayloadRequest, roles: Role[]): Period | Response {
  if (!req.user) return Response.json({ error: 'Log in as staff' }, { status: 401 })
  if (!hasRole(req.user as never, ...roles)) {
    return Response.json({ error: 'Forbidden' }, { status: 403 })
  }
  return (
    periodOf(req.query) ??
    Response.json(
      { error: "'from' and 'to' must be days (YYYY-MM-DD), 'from' not after 'to'" },
      { status: 400 },
    )
  )
}
