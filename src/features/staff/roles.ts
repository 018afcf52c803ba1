import type { Access, FieldAccess } from 'payload'

export const staffRoles = ['admin', 'editor', 'agent'] as const
export type StaffRole = (typeof staffRoles)[number]

type WithRoles = { roles?: StaffRole[] | null } | null | undefined

export function hasRole(user: WithRoles, ...roles: StaffRole[]): boolean {
  return Boolean(user?.roles?.some((role) => roles.includes(role)))
}

export const isStaff: Access = ({ req }) => Boolean(req.user)
export const isAdmin: Access = ({ req }) => hasRole(req.user as WithRoles, 'admin')
export const isEditor: Access = ({ req }) => hasRole(req.user as WithRoles, 'admin', 'editor')
export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user as WithRoles, 'admin')
