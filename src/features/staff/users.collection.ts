import type { CollectionConfig, Field } from 'payload'
import { adminGroups, label, labels } from '@/lib/admin-label'
import { servedOverHttps } from '@/lib/http/site-cookie'
import { alertFields } from './alert-fields'
import { equalTimeLogin } from './current-password'
import { passwordPolicy } from './password-policy'
import { nameOrEmail, titleReadsEmail } from './staff-title'
import { ownAccountField, refuseFirstRegister, updateAccount } from '@/lib/access/own-account'
import { hasRole, isAdmin, isAdminField, staffRoles, worksLeads } from '@/lib/access/roles'
import { refuseDeleteWhileScheduled } from './delete-guard'

const roleLabels = {
  admin: { es: 'Administrador', en: 'Admin' },
  editor: { es: 'Editor (contenido)', en: 'Editor (content)' },
  agent: { es: 'Agente (prospectos)', en: 'Agent (leads)' },
}

/** The account's own settings: writable by the account past its second factor, or an admin. */
function withFieldAccess(field: Field): Field {
  if (field.type === 'row') return { ...field, fields: field.fields.map(withFieldAccess) }
  if (!('name' in field)) return field
  return { ...field, access: { create: ownAccountField, update: ownAccountField } } as Field
}

/** Staff accounts: admins manage everything, editors publish content, agents work the leads. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: labels(label('Miembro del equipo', 'Staff member'), label('Equipo', 'Staff')),
  auth: {
    // Payload's own lockout; its message is made neutral in the admin translations.
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    // The staff session cookie is `Secure` when the site is served over https (SITE_URL).
    cookies: { secure: servedOverHttps() },
  },
  admin: {
    // Pickers show and search the name (staff-title.ts); the list's search finds either.
    useAsTitle: 'name',
    listSearchableFields: ['name', 'email'],
    // Not the virtual "Current password" (an empty column of "<No Current password>").
    defaultColumns: ['email', 'name', 'roles', 'twoFactorEnabledAt'],
    group: adminGroups.staff,
    hidden: ({ user }) => !hasRole(user as never, 'admin'),
  },
  access: {
    // Admins list every staff account. Agents also read the other lead workers' accounts (to
    // hand a lead to a colleague); editors read only their own.
    read: ({ req }) => {
      if (isAdmin({ req })) return true
      if (!req.user) return false
      const own = { id: { equals: req.user.id } }
      if (!worksLeads(req.user)) return own
      return { or: [own, { roles: { in: ['agent', 'admin'] } }] }
    },
    create: isAdmin,
    // Own account only once past the second factor (own-account.ts).
    update: updateAccount,
    delete: isAdmin,
    // Payload lets any signed-in staff member unlock any account: only admins (past the second
    // factor) do; the unlock is on the audit trail (features/audit/login-events.ts).
    unlock: isAdmin,
  },
  // The first admin comes from `npm run create-staff`, never from an anonymous request.
  endpoints: [refuseFirstRegister],
  hooks: {
    beforeOperation: [equalTimeLogin, passwordPolicy, titleReadsEmail],
    beforeDelete: [refuseDeleteWhileScheduled],
    // Payload lets an update set `createdAt`: an account's creation date is a record, kept.
    beforeChange: [
      ({ data, operation, originalDoc }) =>
        operation === 'update' && originalDoc?.createdAt
          ? { ...data, createdAt: originalDoc.createdAt }
          : data,
    ],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      label: { es: 'Nombre', en: 'Name' },
      access: { create: ownAccountField, update: ownAccountField },
      hooks: { afterRead: [nameOrEmail] },
    },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['agent'],
      label: { es: 'Roles', en: 'Roles' },
      options: staffRoles.map((role) => ({ label: roleLabels[role], value: role })),
      access: { update: isAdminField, create: isAdminField },
    },
    {
      // Sent with the account form, checked by passwordPolicy, never stored (virtual).
      name: 'currentPassword',
      type: 'text',
      virtual: true,
      label: { es: 'Contraseña actual', en: 'Current password' },
      admin: {
        description: {
          es: 'Necesaria para cambiar su contraseña o su correo.',
          en: 'Needed to change your password or e-mail.',
        },
        // Only on one's own account page: an admin sets a colleague's password without it.
        condition: (data, _sibling, { user }) => Boolean(data?.id) && data?.id === user?.id,
        components: { Field: '/features/staff/CurrentPasswordField.client#CurrentPasswordField' },
      },
      hooks: { afterRead: [() => undefined] },
    },
    ...alertFields.map((field) => withFieldAccess(field)),
  ],
}
