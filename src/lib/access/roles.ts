import type { Access, FieldAccess } from 'payload'

export const staffRoles = ['admin', 'editor', 'agent'] as const
export type StaffRole = (typeof staffRoles)[number]

type WithRoles = { roles?: StaffRole[] | null } | null | undefined

export function hasRole(user: WithRoles, ...roles: StaffRole[]): boolean {
  return Boolean(user?.roles?.some((role) => roles.includes(role)))
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
