import type { Access, FieldAccess } from 'payload'
import { passedSecondFactor, type SecondFactorUser } from './second-factor'

export const staffRoles = ['admin', 'editor', 'agent'] as const
export type StaffRole = (typeof staffRoles)[number]

type WithRoles = { roles?: StaffRole[] | null } | null | undefined

/**
 * Whether the session's user holds one of these roles. A session that has not passed a required
 * second factor holds none: it reads no lead, delivery, text or audit event anywhere (access
 * rules, endpoints and admin views all ask here) until it passes it.
 */
export function hasRole(user: WithRoles, ...roles: StaffRole[]): boolean {
  return (
    Boolean(user?.roles?.some((role) => roles.includes(role))) &&
    passedSecondFactor(user as SecondFactorUser)
  )
}

/**
 * Whether a stored account (loaded from the database, not a session's user) holds one of these
 * roles. Only for a caller that is not a session: a signed link acting for its account (the
 * calendar feed). A session always asks `hasRole`, which also wants its second factor.
 */
export function accountHolds(account: WithRoles, ...roles: StaffRole[]): boolean {
  return Boolean(account?.roles?.some((role) => roles.includes(role)))
}

/** Who works leads: agents and admins. Editors (marketing) never see a client's data. */
export const worksLeads = (user: unknown) => hasRole(user as WithRoles, 'admin', 'agent')

export const isStaff: Access = ({ req }) => Boolean(req.user)
export const isAdmin: Access = ({ req }) => hasRole(req.user as WithRoles, 'admin')
export const isEditor: Access = ({ req }) => hasRole(req.user as WithRoles, 'admin', 'editor')
export const isLeadWorker: Access = ({ req }) => worksLeads(req.user)
export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user as WithRoles, 'admin')
export const isLeadWorkerField: FieldAccess = ({ req }) => worksLeads(req.user)
/** What a visitor sent and the consent record: written once by the site, never by staff. */
export const never: FieldAccess = () => false
