import type { CollectionConfig } from 'payload'
import { adminGroups, label, labels } from '@/lib/admin-label'
import { servedOverHttps } from '@/lib/http/site-cookie'
import { alertFields } from './alert-fields'
import { equalTimeLogin } from './current-password'
import { passwordPolicy } from './password-policy'
import { hasRole, isAdmin, isAdminField, staffRoles, worksLeads } from './roles'

const roleLabels = {
  admin: { es: 'Administrador', en: 'Admin' },
  editor: { es: 'Editor (contenido)', en: 'Editor (content)' },
  agent: { es: 'Agente (prospectos)', en: 'Agent (leads)' },
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
    useAsTitle: 'email',
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
    update: ({ req, id }) => isAdmin({ req }) || req.user?.id === id,
    delete: isAdmin,
  },
  hooks: { beforeOperation: [equalTimeLogin, passwordPolicy] },
  fields: [
    { name: 'name', type: 'text', label: { es: 'Nombre', en: 'Name' } },
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
        components: { Field: '/lib/access/CurrentPasswordField.client#CurrentPasswordField' },
      },
      hooks: { afterRead: [() => undefined] },
    },
    ...alertFields,
  ],
}
